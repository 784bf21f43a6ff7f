/** The captcha answer the e2e simulator is started with (PCHARGING_CAPTCHA_FIXED). */
export const E2E_CAPTCHA = 'E2E7';
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
/** The trainer key the e2e simulator is started with (PCHARGING_SIM_KEY): tests send it as a trainer would. */
export const E2E_SIM_KEY = 'e2e-trainer-key';
