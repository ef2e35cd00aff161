/** Life Events & Rectification (issue 23): being built; the route is registered so the page loads on demand. */
export function LifeEventsPage() {
  return <h1>Life Events &amp; Rectification</h1>;
}
