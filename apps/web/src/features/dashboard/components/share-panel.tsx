import { Button, Collapse, Image, Paper, Skeleton, Stack, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconCode, IconCopy } from "@tabler/icons-react";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { EmbedSnippets } from "../../../components/embed-snippets.tsx";
import { notify, notifyWarning } from "../../../components/notify.ts";
import { copyText, shareLink } from "../../../lib/share-link.ts";

export function SharePanel({ userId, formId, title }: { userId: string; formId: string; title: string }) {
  const link = shareLink(userId, formId);
  const [qr, setQr] = useState<string | null>(null);
  const [embedOpen, embed] = useDisclosure(false);

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(link, { width: 240, margin: 1 })
      .then((url) => {
        if (current) setQr(url);
      })
      .catch((error: unknown) => console.error("QR code generation failed", error));
    return () => {
      current = false;
    };
  }, [link]);

  async function copy() {
    if (await copyText(link)) notify({ message: "Link copied to clipboard!" });
    else notifyWarning("Error", "The link could not be copied. Select it and copy it by hand.");
  }

  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)" data-testid="share-panel">
      <Stack gap="xs" align="center">
        {qr ? (
          <Image src={qr} alt={`QR code for the link to ${title}`} w={180} h={180} radius="sm" />
        ) : (
          <Skeleton width={180} height={180} />
        )}
        <TextInput
          label="Share link"
          value={link}
          readOnly
          w="100%"
          size="xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button fullWidth size="xs" leftSection={<IconCopy size={16} aria-hidden="true" />} onClick={copy}>
          Copy Link
        </Button>
        <Button
          fullWidth
          size="xs"
          variant="subtle"
          leftSection={<IconCode size={16} aria-hidden="true" />}
          onClick={embed.toggle}
          aria-expanded={embedOpen}
        >
          Embed
        </Button>
        <Collapse expanded={embedOpen} w="100%">
          {embedOpen && <EmbedSnippets link={link} title={title} />}
        </Collapse>
      </Stack>
    </Paper>
  );
}
