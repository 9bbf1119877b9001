/** The admin login's words (docs/product-rules.md#admin-area), word for word. */
export const ADMIN_LOGIN_TEXT = {
  headingSuffix: "Admin",
  subtitle: "Sikker admin login",
  email: "Email",
  password: "Adgangskode",
  submit: "Log ind",
  submitting: "Logger ind...",
  verifying: "Verificerer admin adgang...",
  deniedTitle: "Adgang nægtet",
  deniedText: "Du har ikke admin rettigheder",
  checkFailedTitle: "Fejl",
  checkFailedText: "Kunne ikke verificere admin status",
  signInFailedTitle: "Login fejlede",
  // The spec is silent on the second factor; these follow the portal's Danish wording.
  codeLabel: "Kode fra din godkendelses-app",
  codeHint: "Din konto er beskyttet med to-trins-login. Skriv den 6-cifrede kode fra din app.",
  codeFormLabel: "To-trins-login",
  codeSubmit: "Bekræft kode",
  codeCancel: "Annuller",
} as const;

/** Logout with changes that never reached the server (our wording). */
export const ADMIN_LOGOUT_TEXT = {
  title: "Ændringer er ikke gemt på serveren",
  description: (count: number) =>
    `${count === 1 ? "1 ændring findes" : `${count} ændringer findes`} kun i denne browser og er ikke synkroniseret endnu. Logger du ud nu, slettes ${count === 1 ? "den" : "de"} herfra. Gå online og vent, til synkroniseringen viser "Synkroniseret", hvis du vil beholde ${count === 1 ? "den" : "dem"}.`,
  confirm: "Log ud og slet ændringerne",
  cancel: "Bliv logget ind",
} as const;
