// The kinds of notification a user can choose to receive (issue 26).
export {};
