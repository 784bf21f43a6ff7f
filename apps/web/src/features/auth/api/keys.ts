export const authKeys = {
  all: ['auth'] as const,
  captcha: () => [...authKeys.all, 'captcha'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
};
