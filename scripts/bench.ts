// `npm run bench`: performance numbers, measured here and printed (never asserted in tests).
// Pass names to run a subset: `npm run bench -- gateway`.
import { benchAdminChat } from "../bench/admin-chat.ts";
import { benchAdminReplication } from "../bench/admin-replication.ts";
import { benchBillingLatency } from "../bench/billing-latency.ts";
import { benchBundle } from "../bench/bundle.ts";
import { benchChatOpen } from "../bench/chat-open.ts";
import { benchChatQuality } from "../bench/chat-quality.ts";
import { benchChatStream } from "../bench/chat-stream.ts";
import { benchDevStart } from "../bench/dev-start.ts";
import { benchFirstPress } from "../bench/first-press.ts";
import { benchGatewayLatency } from "../bench/gateway-latency.ts";
import { benchLcp } from "../bench/lcp.ts";
import { benchLighthouse } from "../bench/lighthouse.ts";
import { benchStackStart } from "../bench/stack-start.ts";

const benches: Record<string, () => Promise<Record<string, unknown>>> = {
  "stack-start": () => benchStackStart(),
  "dev-start": () => benchDevStart(),
  gateway: () => benchGatewayLatency(),
  chat: () => benchChatStream(),
  "chat-open": () => benchChatOpen(),
  "chat-quality": () => benchChatQuality(),
  billing: () => benchBillingLatency(),
  bundle: () => benchBundle(),
  lcp: () => benchLcp(),
  lighthouse: () => benchLighthouse(),
  "first-press": () => benchFirstPress(),
  "admin-replication": () => benchAdminReplication(),
  "admin-chat": () => benchAdminChat(),
};

const wanted = process.argv.slice(2).filter((a) => a !== "--");
for (const [name, run] of Object.entries(benches)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n## ${name}`);
  const results = await run();
  for (const [label, value] of Object.entries(results)) {
    console.log(`${label}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`);
  }
}
