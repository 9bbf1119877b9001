import { Link, useRouterState } from "@tanstack/react-router";
import { cn } from "../../../lib/cn.ts";
import { ADMIN_TABS, activeAdminTab } from "../admin-paths.ts";
import { LeadsTabCount } from "../leads/leads-tab-count.tsx";

/** The admin area's tabs (ADMIN_TABS: the three of docs/product-rules.md#admin-area and the inbox); the active one follows the path. On a phone the row scrolls sideways. */
export function AdminTabBar() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = activeAdminTab(pathname);
  return (
    <nav aria-label="Admin" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-1 whitespace-nowrap">
        {ADMIN_TABS.map((tab) => {
          const isActive = tab.to === active;
          return (
            <li key={tab.to}>
              <Link
                to={tab.to}
                aria-current={isActive ? "page" : undefined}
                className={cn(
                  "inline-block border-b-2 px-3 py-3 text-sm font-medium sm:px-4",
                  isActive ? "border-accent text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
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
