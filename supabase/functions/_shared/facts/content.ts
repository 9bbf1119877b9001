// What the chat's facts read from the site's content: the one place that names where that content lives,
// so the site and the chat keep a single copy of every number and text.
export {
  allPlanFeatures,
  EMPLOYEES_MAX,
  EMPLOYEES_MIN,
  getPlan,
  PLAN_FEATURE_DESCRIPTIONS,
  PLAN_NOTICE_TEXT,
  PLAN_IDS,
  PLANS,
  type Plan,
  type PlanId,
  TRIAL_DAYS,
  TRIAL_TEXT,
} from "../content/plans.ts";
