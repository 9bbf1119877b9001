import { useNavigate } from "@tanstack/react-router";
import { LogOut } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { signOutAdmin } from "../api/admin-session.ts";

/** Signs the admin out and goes to a login path ('Logout' → /admin on posts, 'Log ud' → the secret path). */
export function LogoutButton({ label, to, lang }: { label: string; to: string; lang?: string }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      lang={lang}
      onClick={() =>
        void signOutAdmin()
          .catch((error: unknown) => console.error("Sign-out failed:", error))
          .then(() => navigate({ href: to }))
      }
    >
      <LogOut aria-hidden="true" />
      {label}
    </Button>
  );
}
