import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on 127.0.0.1 that parses every message it accepts. */
export async function startMailbox(port = 0) {
  const received: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;
  async function start() {
    const next = new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      next.once("error", reject);
      next.listen(boundPort, "127.0.0.1", () => resolve());
    });
    boundPort = (next.server.address() as AddressInfo).port;
    server = next;
  }
  await start();
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    start,
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}
