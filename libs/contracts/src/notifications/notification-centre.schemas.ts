// Schemas of the notification centre: stored notifications, preferences, watches (issue 26).
export {};
