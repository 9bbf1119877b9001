export { FAQ_ENTRIES, type FaqEntry } from "../../../../src/content/faq.ts";
