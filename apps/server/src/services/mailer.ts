import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A mail to send. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; services receive it as a dependency so tests can read what was sent. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Mail over SMTP (`SMTP_URL`). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * Without SMTP, each mail is written to `outbox` as an .eml file named `<epoch-ms>-<recipient>.eml`, so an
 * operator (or a browser test) can open the newest mail of an address.
 */
export function createOutboxMailer(outbox: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      // Owner-only: each mail holds a live OTP.
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const safeTo = mail.to.replace(/[^A-Za-z0-9@._-]/g, '_');
      await writeFile(path.join(outbox, `${Date.now()}-${safeTo}.eml`), info.message as Buffer, {
        mode: 0o600,
      });
    },
  };
}
