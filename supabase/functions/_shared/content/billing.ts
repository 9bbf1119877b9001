/**
 * Danish messages of the billing functions (create-checkout, customer-portal), shown to the customer as
 * they are. Plain TypeScript without browser or Node APIs: Deno imports it too.
 */
export const BILLING_MESSAGES = {
  unknownPrice: "Det valgte abonnement findes ikke. Vælg en af planerne på siden.",
  invalidQuantity: "Antal medarbejdere skal være et helt tal fra 1 til 30.",
  invalidBody: "Forespørgslen er ugyldig.",
  alreadySubscribed:
    "Du har allerede et aktivt abonnement. Brug 'Administrer abonnement' for at ændre antal medarbejdere eller opsige det.",
  noCustomer: "Du har endnu ikke et abonnement. Vælg en plan for at komme i gang.",
  providerUnavailable: "Betalingsudbyderen svarer ikke lige nu. Prøv igen om lidt.",
} as const;
