/** Spec section 2: the public link is the front-end address plus /user-response/{userId}/{formId}. */
export function shareLink(userId: string, formId: string): string {
  return `${window.location.origin}/user-response/${encodeURIComponent(userId)}/${encodeURIComponent(formId)}`;
}

/**
 * Copies text to the clipboard. The async Clipboard API needs a secure context (https or
 * localhost); a self-hosted server reached over plain http falls back to a hidden textarea.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the legacy way
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
