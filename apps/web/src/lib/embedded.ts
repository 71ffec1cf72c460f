/**
 * Inside another site's frame (only the respondent page may be framed): drop the site header and
 * tell the embedding page how tall the content is, so its iframe can fit it (see the server's embed.js).
 */
export function startEmbeddedMode(): void {
  if (window.self === window.top) return;
  document.documentElement.dataset.embedded = "";
  let last = 0;
  const report = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    // Only a number leaves the page, so any parent may read it.
    window.parent.postMessage({ parley: "resize", height }, "*");
  };
  new ResizeObserver(report).observe(document.body);
}
