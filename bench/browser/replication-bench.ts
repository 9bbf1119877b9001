// The browser half of `npm run bench -- admin-replication`: the same run as in Node, on the app's real
// storage (Dexie on IndexedDB), in headless Chromium. bench/admin-replication.ts builds and drives it.
import { createClient } from "@supabase/supabase-js";
import type { RxStorage } from "rxdb";
import { getRxStorageDexie } from "rxdb/plugins/storage-dexie";
import { replicationRun } from "../replication-run.ts";

interface Args {
  apiUrl: string;
  anonKey: string;
  accessToken: string;
  edits: number;
  run: number;
}

Object.assign(window, {
  replicationBench(args: Args) {
    const network = { online: true };
    const client = createClient(args.apiUrl, args.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: {
        headers: { authorization: `Bearer ${args.accessToken}` },
        fetch: (input: RequestInfo | URL, init?: RequestInit) => (network.online ? fetch(input, init) : Promise.reject(new TypeError("offline"))),
      },
    });
    const storage = getRxStorageDexie() as RxStorage<unknown, unknown>;
    return replicationRun({ name: `bench-browser-${args.run}`, storage, client, network, edits: args.edits, run: args.run });
  },
});
