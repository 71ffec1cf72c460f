import { Button, Collapse, Image, Paper, Skeleton, Stack, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconCode, IconCopy } from "@tabler/icons-react";
import QRCode from "qrcode";
import { type ComponentType, useEffect, useState } from "react";
import { notify, notifyWarning } from "../../../components/notify.ts";

/** More ways to share a link, shown behind the Embed button (the app gives the embed code). */
export type ShareExtras = ComponentType<{ link: string; title: string }>;

/** Spec section 2: the public link is the front-end address plus /user-response/{userId}/{formId}. */
export function shareLink(userId: string, formId: string): string {
  return `${window.location.origin}/user-response/${encodeURIComponent(userId)}/${encodeURIComponent(formId)}`;
}

interface SharePanelProps {
  userId: string;
  formId: string;
  title: string;
  Extras?: ShareExtras;
}

export function SharePanel({ userId, formId, title, Extras }: SharePanelProps) {
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
    try {
      await navigator.clipboard.writeText(link);
      notify({ message: "Link copied to clipboard!" });
    } catch {
      notifyWarning("Error", "The link could not be copied. Select it and copy it by hand.");
    }
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
        {Extras && (
          <>
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
              {embedOpen && <Extras link={link} title={title} />}
            </Collapse>
          </>
        )}
      </Stack>
    </Paper>
  );
}
