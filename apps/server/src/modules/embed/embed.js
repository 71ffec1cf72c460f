// Parley embed: sizes <iframe data-parley-embed> to the chat inside it, and turns
// <script src=".../embed.js" data-parley-popup="<form link>"> into a button that opens the chat in a popup.
(() => {
  const script = document.currentScript;
  if (!script) return;
  const origin = new URL(script.src).origin;

  const isParley = (frame) => {
    try {
      return new URL(frame.src, location.href).origin === origin;
    } catch {
      return false;
    }
  };

  for (const frame of document.querySelectorAll("iframe[data-parley-embed]")) {
    if (isParley(frame)) frame.style.border = "0";
  }

  window.addEventListener("message", (event) => {
    if (event.origin !== origin || !event.data || event.data.parley !== "resize") return;
    const height = Number(event.data.height);
    if (!Number.isFinite(height) || height <= 0) return;
    for (const frame of document.querySelectorAll("iframe[data-parley-embed]")) {
      if (frame.contentWindow === event.source && isParley(frame)) frame.style.height = `${Math.ceil(height)}px`;
    }
  });

  const popupLink = script.dataset.parleyPopup;
  if (!popupLink) return;
  // Styled inline, so the host page's own CSS leaves the buttons alone.
  const plainButton = (text, style) => {
    const element = document.createElement("button");
    element.type = "button";
    element.textContent = text;
    Object.assign(element.style, { border: "0", cursor: "pointer", ...style });
    return element;
  };
  const button = plainButton(script.dataset.parleyButton || "Open survey", {
    padding: "10px 18px",
    borderRadius: "8px",
    background: "#7048e8",
    color: "#fff",
    font: "600 15px system-ui, sans-serif",
  });
  button.setAttribute("data-parley-button", "");
  script.after(button);

  let overlay = null;
  const close = () => {
    overlay?.remove();
    overlay = null;
    document.removeEventListener("keydown", onKey);
    button.focus();
  };
  const onKey = (event) => {
    if (event.key === "Escape") close();
  };
  button.addEventListener("click", () => {
    if (overlay) return;
    overlay = document.createElement("div");
    overlay.setAttribute("role", "dialog");
    overlay.setAttribute("aria-modal", "true");
    overlay.setAttribute("aria-label", button.textContent);
    Object.assign(overlay.style, {
      position: "fixed",
      inset: "0",
      zIndex: "2147483647",
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      background: "rgba(0, 0, 0, 0.55)",
    });
    const box = document.createElement("div");
    Object.assign(box.style, {
      position: "relative",
      width: "min(760px, 100vw)",
      height: "min(720px, 100dvh)",
      background: "#fff",
      borderRadius: "12px",
      overflow: "hidden",
    });
    const frame = document.createElement("iframe");
    frame.src = popupLink;
    frame.title = button.textContent;
    frame.allow = "clipboard-write";
    Object.assign(frame.style, { width: "100%", height: "100%", border: "0" });
    const closer = plainButton("\u00d7", {
      position: "absolute",
      top: "6px",
      right: "8px",
      zIndex: "1",
      width: "36px",
      height: "36px",
      borderRadius: "50%",
      background: "rgba(255, 255, 255, 0.9)",
      font: "24px/1 system-ui, sans-serif",
    });
    closer.setAttribute("aria-label", "Close");
    closer.addEventListener("click", close);
    overlay.addEventListener("click", (event) => {
      if (event.target === overlay) close();
    });
    box.append(frame, closer);
    overlay.append(box);
    document.body.append(overlay);
    document.addEventListener("keydown", onKey);
    closer.focus();
  });
})();
