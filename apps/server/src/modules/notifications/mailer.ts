import nodemailer from "nodemailer";
import type { Delivery } from "../outbox/service.ts";
import type { QueuedEmail } from "./service.ts";

/** Sends an outbox email over SMTP; a failure is retried by the outbox like a webhook's. */
export function createMailSender(mail: { smtpUrl: string; from: string }, timeoutMs: number) {
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return async (delivery: Delivery) => {
    const email = JSON.parse(delivery.body) as QueuedEmail;
    await transport.sendMail({
      from: mail.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      // The same id on every attempt, so a receiving server can recognise a repeat.
      messageId: `<${delivery.id}@parley>`,
      headers: { "Parley-Event": delivery.event, "Parley-Delivery": delivery.id },
    });
  };
}
