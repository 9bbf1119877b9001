export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** A refusal in Stripe's error shape (`{ error: { type, message, param } }`), which the SDK turns into its own errors. */
export class StripeApiError extends Error {
  readonly status: number;
  readonly type: string;
  readonly param?: string;
  constructor(status: number, type: string, message: string, param?: string) {
    super(message);
    this.status = status;
    this.type = type;
    this.param = param;
  }
  toAnswer(): ApiAnswer {
    return { status: this.status, body: { error: { type: this.type, message: this.message, ...(this.param ? { param: this.param } : {}) } } };
  }
}

export const invalid = (param: string, message: string) => new StripeApiError(400, "invalid_request_error", message, param);
