/** The note under a time zone select once a place is picked: which zone and offset were proposed. */
export function ProposalNote({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <p className="small text-body-secondary" role="status">
      {note}
    </p>
  );
}
