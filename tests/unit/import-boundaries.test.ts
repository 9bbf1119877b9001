import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The project's own ESLint configuration, run on fixture files placed (virtually) in each layer.
const eslint = new ESLint({ cwd: new URL("../..", import.meta.url).pathname });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === "local/import-boundaries" || message.ruleId === "no-restricted-syntax").map((message) => message.message);
}

describe("import boundaries (eslint-rules/import-boundaries.ts)", () => {
  // The first test also loads ESLint and the project's config (about 2 s alone, several times that while the
  // browser tests take the CPU).
  it("a feature may not import another feature's internals", { timeout: 30_000 }, async () => {
    const errors = await boundaryErrors(
      "src/features/marketing/components/fixture.tsx",
      'export { BlogListPage } from "../../blog/components/blog-list-page.tsx";\n',
    );
    expect(errors).toEqual([expect.stringContaining("internal to the blog feature")]);
  });

  it("a feature may import what another exposes (its root files and api/), its own files and the shared layers", async () => {
    const errors = await boundaryErrors(
      "src/features/marketing/components/fixture.tsx",
      [
        'export { BlogCard } from "../../blog/blog-card.tsx";',
        'export { blogKeys } from "../../blog/api/blog-queries.ts";',
        'export { PricingSection } from "./pricing-section.tsx";',
        'export { Button } from "../../../components/ui/button.tsx";',
        'export { PLANS } from "#shared/content/plans.ts";',
        "",
      ].join("\n"),
    );
    expect(errors).toEqual([]);
  });

  it("a dynamic import is checked too", async () => {
    const errors = await boundaryErrors("src/features/seo/fixture.ts", 'export const load = () => import("../chat/components/chat-panel-body.tsx");\n');
    expect(errors).toEqual([expect.stringContaining("internal to the chat feature")]);
  });

  it("shared layers import no feature code", async () => {
    const errors = await boundaryErrors("src/lib/fixture.ts", 'export { useSession } from "../features/auth/use-session.ts";\n');
    expect(errors).toEqual([expect.stringContaining("shared layers")]);
  });

  it("the app reaches supabase/functions/_shared only through #shared, and only its parts written for both", async () => {
    expect(await boundaryErrors("src/lib/fixture.ts", 'export { PLANS } from "../../supabase/functions/_shared/content/plans.ts";\n')).toEqual([
      expect.stringContaining("#shared/"),
    ]);
    expect(await boundaryErrors("src/lib/fixture.ts", 'export { corsHeaders } from "#shared/cors.ts";\n')).toEqual([expect.stringContaining("Deno code")]);
  });

  it("edge functions import nothing outside supabase/functions", async () => {
    const errors = await boundaryErrors(
      "supabase/functions/contact-submit/fixture.ts",
      ['export { slugify } from "../../../src/lib/slug.ts";', 'export { PLANS } from "#shared/content/plans.ts";', ""].join("\n"),
    );
    expect(errors).toEqual([expect.stringContaining("deploy from supabase/functions alone"), expect.stringContaining("`#` imports")]);
    expect(await boundaryErrors("supabase/functions/contact-submit/fixture.ts", 'export { PLANS } from "../_shared/content/plans.ts";\n')).toEqual([]);
  });

  it("edge functions type their Supabase clients with the generated schema", async () => {
    const code = (typeArguments: string) =>
      `import { createClient } from "../_shared/deps.ts";\nimport type { Database } from "../_shared/database.types.ts";\nexport const db = createClient${typeArguments}("http://x", "key");\n`;
    expect(await boundaryErrors("supabase/functions/contact-submit/fixture.ts", code(""))).toEqual([expect.stringContaining("createClient<Database>")]);
    expect(await boundaryErrors("supabase/functions/contact-submit/fixture.ts", code("<Database>"))).toEqual([]);
  });
});
