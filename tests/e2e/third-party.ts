/** Third-party script settings of the test build; the domains are reserved (.test) and intercepted. */
export const TEST_THIRD_PARTY = {
  chatUrl: 'https://chat.nortia.test/widget.js',
  chatWidgetEs: 'chat-es-test',
  chatWidgetPt: 'chat-pt-test',
  popupUrl: 'https://promo.nortia.test/popup.js',
} as const;
