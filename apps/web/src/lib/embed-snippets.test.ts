import { describe, expect, it } from "vitest";
import { embedSnippets } from "./embed-snippets.ts";

describe("embedSnippets", () => {
  const link = "https://forms.example.org/user-response/u1/f1";

  it("frames the public link and loads the embed script from the same server", () => {
    const { inline, popup } = embedSnippets(link, "Coffee feedback");
    expect(inline).toBe(
      [
        '<iframe src="https://forms.example.org/user-response/u1/f1" data-parley-embed title="Coffee feedback" width="100%" height="560" frameborder="0"></iframe>',
        '<script src="https://forms.example.org/embed.js" async></script>',
      ].join("\n"),
    );
    expect(popup).toBe(
      '<script src="https://forms.example.org/embed.js" data-parley-popup="https://forms.example.org/user-response/u1/f1" data-parley-button="Coffee feedback" async></script>',
    );
    expect(inline).not.toContain("style=");
  });

  it("escapes a title that would break out of the attribute", () => {
    const { inline, popup } = embedSnippets(link, `"><script>alert(1)</script>`);
    expect(inline).toContain('title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(popup).not.toContain("<script>alert");
    expect(embedSnippets(link, "").popup).toContain('data-parley-button="Survey"');
  });
});
