const attribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** The HTML an owner pastes into their site: the chat inline (sized to its content), or behind a button. */
export function embedSnippets(link: string, title: string) {
  const script = `${new URL(link).origin}/embed.js`;
  const name = attribute(title || "Survey");
  return {
    inline: [
      // Sized by attributes, not a style attribute: a strict style-src on the site would block that.
      `<iframe src="${attribute(link)}" data-parley-embed title="${name}" width="100%" height="560" frameborder="0"></iframe>`,
      `<script src="${attribute(script)}" async></script>`,
    ].join("\n"),
    popup: `<script src="${attribute(script)}" data-parley-popup="${attribute(link)}" data-parley-button="${name}" async></script>`,
  };
}
