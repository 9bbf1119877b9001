import { Link, useRouterState } from "@tanstack/react-router";
import { cn } from "../../../lib/cn.ts";
import { ADMIN_TABS, activeAdminTab } from "../admin-paths.ts";
import { LeadsTabCount } from "../leads/leads-tab-count.tsx";

/** The admin area's tabs: the three of docs/product-rules.md#admin-area and the inbox; the active one follows the path. */
export function AdminTabBar() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = activeAdminTab(pathname);
  return (
    <nav aria-label="Admin" className="border-b border-border">
      <ul className="flex flex-wrap gap-1">
        {ADMIN_TABS.map((tab) => {
          const isActive = tab.to === active;
          return (
            <li key={tab.to}>
              <Link
                to={tab.to}
                aria-current={isActive ? "page" : undefined}
                className={cn(
                  "-mb-px inline-block border-b-2 px-4 py-2 text-sm font-medium",
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
