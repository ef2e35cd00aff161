/** The dashboard panels of the clients area (spec §2 "Home dashboard"). */
export function DashboardPanels() {
  return <p className="text-body-secondary">Add your first client with the + link in the header.</p>;
}
