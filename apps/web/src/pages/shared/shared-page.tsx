/** The public read-only page of a share link (issue 25): being built; the route is registered. */
export function SharedPage() {
  return <h1>Shared chart</h1>;
}
