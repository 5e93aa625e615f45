import { RequestMethod, type INestApplication } from '@nestjs/common';
import { GUARDS_METADATA, INTERCEPTORS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { ACCESS_POLICY, type AccessPolicy } from '../access-policy';
import { rateLimitMessageOf } from '../rate-limit.guard';

export type RegisteredRoute = {
  method: string;
  path: string;
  handler: string;
  policy: AccessPolicy | undefined;
  /** The 429 message of the handler's `@RateLimitPerIp`, if any. */
  rateLimitMessage?: string;
  /** What the controller and the route's own guards and interceptors inject: tells which count attempts (password guesses, checkouts…). */
  injects?: unknown[];
};

type Constructor = abstract new (...args: never[]) => object;

const paramTypes = (type: unknown): unknown[] => (typeof type === 'function' ? ((Reflect.getMetadata('design:paramtypes', type) as unknown[]) ?? []) : []);

/** The constructor dependencies of the controller and of the guards and interceptors on the handler or the controller. */
const injectsOf = (controller: Constructor, handler: object): unknown[] => {
  const enhancers = [GUARDS_METADATA, INTERCEPTORS_METADATA].flatMap((key) => [
    ...((Reflect.getMetadata(key, handler) as unknown[]) ?? []),
    ...((Reflect.getMetadata(key, controller) as unknown[]) ?? []),
  ]);
  return [controller, ...enhancers].flatMap(paramTypes);
};

/** Every route Nest registered (method as Nest names it, path as declared), read from the controllers' metadata as the router does. */
export const registeredRoutes = (app: INestApplication): RegisteredRoute[] => {
  const scanner = new MetadataScanner();
  const routes: RegisteredRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name] as object;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const policy = (Reflect.getMetadata(ACCESS_POLICY, handler) ?? Reflect.getMetadata(ACCESS_POLICY, controller)) as AccessPolicy | undefined;
        routes.push({
          method,
          path,
          handler: `${controller.name}.${name}`,
          policy,
          rateLimitMessage: rateLimitMessageOf(handler),
          injects: injectsOf(controller, handler),
        });
      }
    }
  }
  return routes;
};
