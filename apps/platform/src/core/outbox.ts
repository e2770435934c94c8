/** Where the platform "sends" e-mails and SMS: kept in memory, read by developers and tests. */
export interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  purpose: string;
  code: string;
  at: number;
}

export class Outbox {
  private readonly messages: OutboxMessage[] = [];

  send(message: OutboxMessage): void {
    this.messages.push(message);
    if (this.messages.length > 5000) this.messages.shift();
  }

  /** Newest first. */
  list(to?: string): OutboxMessage[] {
    const wanted = to?.toLowerCase();
    return this.messages.filter((m) => wanted === undefined || m.to.toLowerCase() === wanted).reverse();
  }
}
