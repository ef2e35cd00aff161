/** Share links of a client (issue 25): being built; the route is registered so the page loads on demand. */
export function ShareLinksPage() {
  return <h1>Share</h1>;
}
