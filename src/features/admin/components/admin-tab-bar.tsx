import { Link, useRouterState } from "@tanstack/react-router";
import { cn } from "../../../lib/cn.ts";
import { ADMIN_TABS, activeAdminTab } from "../admin-paths.ts";

/** The admin area's three tabs (docs/product-rules.md#admin-area); the active one follows the path. */
export function AdminTabBar() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = activeAdminTab(pathname);
  return (
    <nav aria-label="Admin" className="border-b border-border">
      <ul className="flex gap-1">
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
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
