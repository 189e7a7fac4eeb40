// The zod-free part of the contract: lists, constants and messages. Widget runtimes import values
// from '@widgetry/contracts/constants' so no schema code reaches a customer's page.
export * from './app';
export * from './bounds';
export * from './limits';
export * from './lists';
export * from './messages';
export * from './sign-in-code';
