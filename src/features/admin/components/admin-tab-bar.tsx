import { Link, useRouterState } from "@tanstack/react-router";
import { cn } from "../../../lib/cn.ts";
import { ADMIN_TABS, activeAdminTab } from "../admin-paths.ts";
import { LeadsTabCount } from "../leads/leads-tab-count.tsx";

/**
 * The admin area's tabs (ADMIN_TABS: the three of docs/product-rules.md#admin-area and the inbox); the active
 * one follows the path. On a phone the four tabs are a two-by-two grid, so every tab, the active one above all,
 * is on screen at 320 px; a row that scrolled sideways hid 'Chat Historik' and 'Henvendelser' past the edge.
 */
export function AdminTabBar() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = activeAdminTab(pathname);
  return (
    <nav aria-label="Admin" className="w-full sm:w-auto">
      <ul className="grid grid-cols-2 gap-1 sm:flex sm:gap-1 sm:whitespace-nowrap">
        {ADMIN_TABS.map((tab) => {
          const isActive = tab.to === active;
          return (
            <li key={tab.to} className="min-w-0">
              <Link
                to={tab.to}
                aria-current={isActive ? "page" : undefined}
                className={cn(
                  "flex items-center justify-center rounded-md px-2 py-2 text-sm font-medium sm:inline-flex sm:rounded-none sm:border-b-2 sm:px-4 sm:py-3",
                  isActive
                    ? "bg-secondary text-secondary-foreground sm:border-accent sm:bg-transparent sm:text-foreground"
                    : "text-muted-foreground hover:bg-muted hover:text-foreground sm:border-transparent sm:hover:bg-transparent",
                )}
              >
                {tab.label}
                {tab.to === "/admin/leads" && <LeadsTabCount />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
