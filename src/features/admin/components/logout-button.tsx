import { useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { LogOut } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { ADMIN_LOGOUT_TEXT } from "../admin-text.ts";
import { signOutAdmin } from "../api/admin-session.ts";
import { unsyncedChanges, wipeAdminStore } from "../store/browser-store.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";

/**
 * Signs the admin out and goes to a login path ('Logout' → /admin on posts, 'Log ud' → the secret path).
 * The local copy of posts and testimonials leaves the browser with the admin; changes that never reached
 * the server are only dropped after the admin has said so.
 */
export function LogoutButton({ label, to, lang }: { label: string; to: string; lang?: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [unsynced, setUnsynced] = useState(0);

  const logOut = async () => {
    try {
      await wipeAdminStore();
      await signOutAdmin();
    } catch (error: unknown) {
      console.error("Sign-out failed:", error);
    }
    await navigate({ href: to });
  };

  const start = async () => {
    setBusy(true);
    const count = await unsyncedChanges().catch(() => 0);
    setBusy(false);
    if (count > 0) setUnsynced(count);
    else await logOut();
  };

  return (
    <>
      <Button variant="outline" lang={lang} disabled={busy} onClick={() => void start()}>
        <LogOut aria-hidden="true" />
        {label}
      </Button>
      <ConfirmDialog
        open={unsynced > 0}
        onOpenChange={(open) => {
          if (!open) setUnsynced(0);
        }}
        title={ADMIN_LOGOUT_TEXT.title}
        description={ADMIN_LOGOUT_TEXT.description(unsynced)}
        confirm={ADMIN_LOGOUT_TEXT.confirm}
        cancel={ADMIN_LOGOUT_TEXT.cancel}
        onConfirm={() => void logOut()}
      />
    </>
  );
}
