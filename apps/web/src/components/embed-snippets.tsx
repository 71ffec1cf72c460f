import { Button, CopyButton, Stack, Text, Textarea } from "@mantine/core";
import { embedSnippets } from "../lib/embed-snippets.ts";

/** Copyable embed code for a form's public link, beside the link and QR code. */
export function EmbedSnippets({ link, title }: { link: string; title: string }) {
  const snippets = embedSnippets(link, title);
  return (
    <Stack gap="xs" w="100%">
      <Snippet label="Embed in a page" code={snippets.inline} />
      <Snippet label="Popup button" code={snippets.popup} />
      <Text size="xs" c="dimmed">
        A site with a Content-Security-Policy must allow this server in script-src and frame-src.
      </Text>
    </Stack>
  );
}

function Snippet({ label, code }: { label: string; code: string }) {
  return (
    <Stack gap={4}>
      <Textarea
        label={label}
        value={code}
        readOnly
        autosize
        minRows={2}
        maxRows={5}
        size="xs"
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <Button size="xs" variant="light" onClick={copy} aria-label={`Copy ${label.toLowerCase()} code`}>
            {copied ? "Copied" : "Copy code"}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
