export { FAQ_ENTRIES } from "../content/faq.ts";
