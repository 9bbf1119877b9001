/**
 * The platform provider's end-user terms (/coro-terms), in English: the 11 sections
 * of docs/product-rules.md#faq-legal-pages-and-404 with the figures of #commercial-terms ($50 cap, 7-day invoices, 1.5% monthly interest,
 * 12-month terms, New York law). Original wording written for this site, not a copy of any vendor's text.
 */
import type { LegalLink, RevisedLegalDocument } from "./types.ts";

const RESELLER_TERMS_LINK: LegalLink = { label: "Terms of the reseller (in Danish)", href: "/terms" };

export const CORO_TERMS: RevisedLegalDocument = {
  title: "Coro End User License Agreement",
  lang: "en",
  lastRevised: "March 2023",
  metaDescription:
    "The end user license agreement of Coro, the cybersecurity platform behind the subscription: licence, support, updates, liability, fees and termination.",
  intro:
    "This End User License Agreement (the \"Agreement\") is a binding agreement between Coro (\"Coro\", \"we\" or \"us\") and the organisation that uses the Coro cybersecurity platform (the \"Customer\" or \"you\"), whether purchased directly or through an authorised reseller. Please read it carefully before installing or using the platform.",
  links: [RESELLER_TERMS_LINK],
  sections: [
    {
      id: "acceptance",
      heading: "1. Acceptance of Terms",
      paragraphs: [
        "By clicking to accept this Agreement, by installing any Coro agent, or by accessing or using the Coro platform, its console or any related service (together, the \"Service\"), you agree to be bound by this Agreement. If you accept on behalf of an organisation, you confirm that you are authorised to bind that organisation.",
        "If you do not agree to this Agreement, you may not install, access or use the Service. The Service is intended for business use only and may not be used by persons under 18 years of age.",
        "Where you purchased the Service through an authorised reseller, the commercial terms agreed with that reseller govern pricing, invoicing and notice periods between you and the reseller. This Agreement governs your use of the Service itself.",
      ],
    },
    {
      id: "license-and-ip",
      heading: "2. License and Intellectual Property",
      paragraphs: [
        "Subject to your compliance with this Agreement and payment of the applicable fees, Coro grants you a limited, non-exclusive, non-transferable, non-sublicensable licence during the subscription term to install and use the Service for your internal business purposes, for the number of users and devices for which you have paid.",
        "The Service, including all software, agents, algorithms, documentation, updates and any improvements to them, is licensed, not sold. Coro and its licensors retain all right, title and interest in and to the Service, including all intellectual property rights. No rights are granted to you other than those expressly set out in this Agreement.",
        "You retain all rights in the data you submit to the Service (\"Customer Data\"). You grant Coro a licence to process Customer Data solely to provide, secure and support the Service. Coro may use aggregated and anonymised data that does not identify you or any individual to improve threat detection and the Service generally.",
        "If you send Coro feedback or suggestions about the Service, Coro may use them without restriction or obligation to you.",
      ],
    },
    {
      id: "user-undertakings",
      heading: "3. User Undertakings",
      paragraphs: ["You agree that you and your users will not:"],
      list: [
        "copy, modify, translate or create derivative works of the Service, except as expressly permitted by this Agreement;",
        "decompile, disassemble or reverse engineer the Service, or attempt to derive its source code, except to the extent applicable law expressly permits it despite this restriction;",
        "sell, rent, lease, sublicense or otherwise make the Service available to any third party, or use it to provide services to third parties;",
        "remove, disable or circumvent any licence key, security mechanism or usage limit of the Service;",
        "use the Service to store or transmit malicious code, or to access systems or data without authorisation;",
        "use the Service in violation of any applicable law, including data protection, privacy and export control laws;",
        "provide false account information or share user credentials between individuals.",
      ],
    },
    {
      id: "support",
      heading: "4. Support",
      paragraphs: [
        "During the subscription term, support for the Service is provided through the channel through which you purchased it. If you purchased through a reseller, the reseller provides first-line support and Coro provides second-line support to the reseller.",
        "Coro will use commercially reasonable efforts to correct reproducible errors in the Service that are reported with sufficient detail. Support does not cover problems caused by your own systems, third-party software, misuse of the Service or modifications not made by Coro.",
      ],
    },
    {
      id: "push-updates",
      heading: "5. Push Updates",
      paragraphs: [
        "To keep pace with new threats, Coro may automatically deliver and install updates, patches, new detection rules and new versions of the Service and its agents (\"Push Updates\") without prior notice to you. You consent to such automatic delivery and installation, and you will not block or interfere with it.",
        "Push Updates may add, change or remove features. Coro will not intentionally make a Push Update that materially reduces the overall security functionality of the Service during your current subscription term. Push Updates form part of the Service and are subject to this Agreement.",
      ],
    },
    {
      id: "no-warranty",
      heading: "6. No Warranty",
      paragraphs: [
        "THE SERVICE IS PROVIDED \"AS IS\" AND \"AS AVAILABLE\". TO THE MAXIMUM EXTENT PERMITTED BY APPLICABLE LAW, CORO AND ITS LICENSORS DISCLAIM ALL WARRANTIES, WHETHER EXPRESS, IMPLIED OR STATUTORY, INCLUDING ANY WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, TITLE AND NON-INFRINGEMENT.",
        "No security product can detect or prevent every threat. Coro does not warrant that the Service will be uninterrupted or error-free, that it will detect or block all malware, intrusions or data loss, or that it will meet your specific requirements. You remain responsible for your overall security, including maintaining backups of your data.",
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "7. Limitation of Liability",
      paragraphs: [
        "TO THE MAXIMUM EXTENT PERMITTED BY APPLICABLE LAW, IN NO EVENT WILL CORO OR ITS LICENSORS BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL, EXEMPLARY OR PUNITIVE DAMAGES, OR FOR ANY LOSS OF PROFITS, REVENUE, BUSINESS, GOODWILL OR DATA, HOWEVER CAUSED AND UNDER ANY THEORY OF LIABILITY, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGES.",
        "CORO'S TOTAL CUMULATIVE LIABILITY ARISING OUT OF OR RELATING TO THIS AGREEMENT OR THE SERVICE WILL NOT EXCEED FIFTY U.S. DOLLARS ($50).",
        "These limitations apply even if any remedy fails of its essential purpose, and they do not limit liability that cannot be limited under applicable law.",
      ],
    },
    {
      id: "fees",
      heading: "8. Fees and Payment",
      paragraphs: [
        "You will pay the fees for the Service set out in your order. Unless otherwise agreed in writing, fees are invoiced in advance, and each invoice is due within 7 days of the invoice date.",
        "Amounts not paid when due bear late interest at a rate of 1.5% per month, compounded daily, or the highest rate permitted by law, whichever is lower, from the due date until paid in full. Coro may suspend the Service while any amount is overdue.",
        "Fees are non-refundable and exclusive of taxes, duties and levies, which you will pay except for taxes on Coro's income. Where you purchased through a reseller, you pay the reseller on the terms agreed with the reseller, and this section applies between Coro and the reseller.",
      ],
    },
    {
      id: "duration-and-termination",
      heading: "9. Duration and Termination",
      paragraphs: [
        "This Agreement starts when you first accept it or use the Service and continues for an initial term of 12 months. It then renews automatically for successive renewal terms of 12 months each, unless either party gives notice of non-renewal before the end of the current term or the subscription is ended through your reseller under the terms agreed with the reseller.",
        "Either party may terminate this Agreement if the other party materially breaches it and fails to cure the breach within 30 days of written notice. Coro may suspend or terminate the Service immediately if your use threatens the security or integrity of the Service or of other customers.",
        "On termination, your licence ends, you must stop using the Service and uninstall its agents, and all unpaid fees become due immediately. Sections 2 (as to ownership), 6, 7, 8, 10 and 11 survive termination.",
      ],
    },
    {
      id: "governing-law",
      heading: "10. Governing Law and Jurisdiction",
      paragraphs: [
        "This Agreement is governed by the laws of the State of New York, United States, without regard to its conflict of laws rules. The United Nations Convention on Contracts for the International Sale of Goods does not apply.",
        "The state and federal courts located in New York County, New York, have exclusive jurisdiction over any dispute arising out of or relating to this Agreement, and each party submits to the personal jurisdiction of those courts.",
      ],
    },
    {
      id: "general",
      heading: "11. General",
      paragraphs: [
        "This Agreement is the entire agreement between you and Coro regarding the Service and supersedes all prior understandings on that subject. If any provision is held unenforceable, it will be enforced to the maximum extent permissible and the remaining provisions will remain in effect.",
        "You may not assign or transfer this Agreement without Coro's prior written consent; Coro may assign it in connection with a merger, acquisition or sale of assets. A failure to enforce any provision is not a waiver of it. Neither party is liable for delays caused by events beyond its reasonable control.",
        "Coro may amend this Agreement from time to time by publishing a revised version; the date of the latest revision is shown at the top of this page. Notices to Coro must be given in writing, and notices to you may be given through the Service, by e-mail or through your reseller.",
      ],
    },
  ],
};
