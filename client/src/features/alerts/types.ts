import type { ChannelView, ConditionView } from "../../../../domain/alerts/conditions";

/** A notification condition as GET /NotificationConditions/Find answers it. */
export type NotificationCondition = ConditionView;
export type ConditionChannel = ChannelView;
