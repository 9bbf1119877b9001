/**
 * Every icon the static content refers to, by its lucide-react export name. Content stays free of React
 * so the page code maps these names to components itself; typing that map as
 * `Record<ContentIconName, LucideIcon>` makes the compiler flag any icon added here but not imported
 * there, and the content tests check that each name exists in lucide-react.
 */
export type ContentIconName =
  | "Activity"
  | "Ban"
  | "BookOpen"
  | "Bug"
  | "ChartBar"
  | "ClipboardCheck"
  | "Cloud"
  | "FileLock"
  | "FileSearch"
  | "Filter"
  | "Fingerprint"
  | "Fish"
  | "Globe"
  | "GraduationCap"
  | "HardDrive"
  | "Inbox"
  | "KeyRound"
  | "Laptop"
  | "LayoutDashboard"
  | "ListChecks"
  | "LockKeyhole"
  | "Mail"
  | "MessageSquareLock"
  | "MousePointerClick"
  | "Network"
  | "Repeat"
  | "Route"
  | "ScanSearch"
  | "Share2"
  | "ShieldAlert"
  | "ShieldCheck"
  | "Target"
  | "Undo2"
  | "UserCheck"
  | "Users"
  | "Wifi"
  | "Workflow";
