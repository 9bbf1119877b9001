/** The offline feature's Danish texts. */
export const OFFLINE_TEXT = {
  offline: "Du er offline. Sider og artikler, du har besøgt, kan stadig læses.",
  updateAvailable: "Ny version tilgængelig",
  updateHint: "Genindlæs for at få den nyeste version af siden.",
  reload: "Genindlæs",
} as const;
