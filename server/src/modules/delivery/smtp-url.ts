/** Where and how to send mail, read from SMTP_URL: smtp[s]://[user:pass@]host[:port][?from=address]. */
export interface SmtpTarget {
  secure: boolean;
  host: string;
  port: number;
  user?: string;
  pass?: string;
  from: string;
}

/** Reads a SMTP_URL the settings have already checked (isSmtpUrl, config/settings.ts). */
export function parseSmtpUrl(raw: string): SmtpTarget {
  const url = new URL(raw);
  const secure = url.protocol === 'smtps:';
  return {
    secure,
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    user: url.username ? decodeURIComponent(url.username) : undefined,
    pass: url.password ? decodeURIComponent(url.password) : undefined,
    from: url.searchParams.get('from') ?? `no-reply@${url.hostname}`,
  };
}
