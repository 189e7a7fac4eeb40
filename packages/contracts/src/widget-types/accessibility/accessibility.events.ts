/** The interactions the accessibility runtime reports (POST /embed/:id/events); the registry lists them. */
export const accessibilityEvents = ['menu_opened', 'tool_used'] as const;
