export { FAQ_ENTRIES, type FaqEntry } from "../content/faq.ts";
