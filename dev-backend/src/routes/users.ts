import type { FastifyInstance } from 'fastify';
import { checkPassword, hashPassword } from '../auth/passwords.js';
import { type AppContext, issueFor } from '../context.js';
import { ApiError, Forbidden } from '../http/errors.js';
import { readMultipart } from '../http/multipart.js';
import { isAdmin, jsonBody, pathId, queryValue, requireCaller, sendEmpty } from '../http/request.js';
import { Checker } from '../http/validation.js';
import { newId } from '../ids.js';
import type { Role, User } from '../store/model.js';
import { newUser } from '../store/newUser.js';
import { buyerListView, representativeView, userView } from '../store/views.js';
import { checkProfileUpdate } from './profileUpdate.js';
import { ADMINS, applyProfile, assertEmailFreeIn, findUserIn, springBoolean } from './userRules.js';
import {
  checkBuyerAddress,
  checkEmail,
  checkName,
  checkNewPassword,
  checkRegistrationPhone,
  checkSellerAddress,
} from './userPayloads.js';

const PROFILE_EDITORS: readonly Role[] = ['SELLER', 'BUYER_COMPANY', 'ADMIN', 'SUPER_ADMIN'];

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;
  const assertEmailFree = (email: string, except?: User): void => assertEmailFreeIn(store, email, except);
  const findUser = (id: string, viewer: User): User => findUserIn(store, id, viewer);

  const isOwnRepresentative = (company: User, target: User): boolean =>
    company.role === 'BUYER_COMPANY' &&
    target.role === 'BUYER_REPRESENTATIVE' &&
    target.buyerCompanyId === company.id;

  app.post('/api/v1/users/login', async (request) => {
    const c = new Checker(jsonBody(request));
    const password = c.string('password', 'Password cannot be null', 'Password cannot be blank');
    const email = c.string('email', 'Email cannot be null', 'Email cannot be blank');
    c.done();
    const user = store.userByEmail(email);
    if (!user) throw new ApiError(404, `User with email ${email} was not found`);
    if (!checkPassword(password, user.passwordHash)) {
      throw new ApiError(401, 'Invalid credentials. Please check email or password.');
    }
    return { token: issueFor(ctx, user), userId: user.id, role: user.role };
  });

  app.post('/api/v1/users/register-seller', async (request) => {
    const c = new Checker(jsonBody(request));
    const name = checkName(c);
    const phoneNumber = checkRegistrationPhone(c);
    const email = checkEmail(c);
    const password = checkNewPassword(c);
    const address = checkSellerAddress(c, 'address');
    c.done();
    assertEmailFree(email);
    const user = newUser({
      name,
      phoneNumber,
      email,
      role: 'SELLER',
      address,
      passwordHash: hashPassword(password),
    });
    store.users.set(user.id, user);
    return { userId: user.id, name: user.name };
  });

  app.post('/api/v1/users/register-one-time-seller', async (request) => {
    const c = new Checker(jsonBody(request));
    const name = checkName(c);
    const phoneNumber = checkRegistrationPhone(c);
    c.done();
    // One-time sellers get a random e-mail and password, so they can never log in.
    const user = newUser({
      name,
      phoneNumber,
      email: newId(),
      role: 'ONE_TIME_SELLER',
      accountLocked: true,
      passwordHash: hashPassword(newId()),
    });
    store.users.set(user.id, user);
    return { userId: user.id, name: user.name };
  });

  app.post('/api/v1/users/register-buyer', async (request) => {
    const parts = await readMultipart(request, ['buyerData']);
    const data = parts.json.get('buyerData');
    if (!data) throw new Forbidden('missing buyerData');
    const c = new Checker(data);
    const organisationName = c.string(
      'organisationName',
      'Organisation Name cannot be null',
      'Organisation Name cannot be blank',
    );
    const organisationNumber = c.string(
      'organisationNumber',
      'Organisation Number cannot be null',
      'Organisation Number cannot be blank',
    );
    const address = checkBuyerAddress(c, 'organisationAddress');
    const name = checkName(c);
    const phoneNumber = checkRegistrationPhone(c);
    const email = checkEmail(c);
    const password = checkNewPassword(c);
    c.done();
    const licences = parts.files.get('organisationLicences') ?? [];
    if (licences.length === 0) throw new Forbidden('missing licences');
    assertEmailFree(email);
    const licenceUrls = licences.map((file) => ctx.files.save(file));
    if (
      [...store.users.values()].some(
        (u) => u.role === 'BUYER_COMPANY' && u.organisationNumber === organisationNumber,
      )
    ) {
      throw new ApiError(409, 'Could not perform save.');
    }
    const user = newUser({
      name,
      phoneNumber,
      email,
      role: 'BUYER_COMPANY',
      accountLocked: true,
      address,
      organisationName,
      organisationNumber,
      licenceUrls,
      passwordHash: hashPassword(password),
    });
    store.users.set(user.id, user);
    return { userId: user.id, name: user.name };
  });

  app.post('/api/v1/users/register-representative', async (request) => {
    const c = new Checker(jsonBody(request));
    const name = checkName(c);
    const phoneNumber = checkRegistrationPhone(c);
    const email = checkEmail(c);
    const password = checkNewPassword(c);
    const buyerCompanyId = c.uuid('buyerCompanyId', 'Company Id cannot be null');
    c.done();
    // As production (`@PreAuthorize("authentication.principal.isAccountLocked == false")`): only the
    // caller's own lock is checked, not that it is the company or that the company is approved.
    const me = requireCaller(request);
    if (me.accountLocked) throw new Forbidden('locked');
    assertEmailFree(email);
    const company = store.users.get(buyerCompanyId);
    if (company?.role !== 'BUYER_COMPANY') throw new ApiError(409, 'Could not perform save.');
    const user = newUser({
      name,
      phoneNumber,
      email,
      role: 'BUYER_REPRESENTATIVE',
      buyerCompanyId,
      passwordHash: hashPassword(password),
    });
    store.users.set(user.id, user);
    return representativeView(user);
  });

  // Production's lists have no method rule (`UserController.getAll`, `getAllSellers`,
  // `getAllBuyers`): any logged-in user reads every user's contact details (contract §14.4).
  app.get('/api/v1/users', async (request) => {
    requireCaller(request);
    return [...store.users.values()].map((u) => userView(u, store));
  });

  app.get('/api/v1/users/sellers', async (request) => {
    requireCaller(request);
    return [...store.users.values()].filter((u) => u.role === 'SELLER').map((u) => userView(u, store));
  });

  app.get('/api/v1/users/buyers', async (request) => {
    requireCaller(request);
    // `@RequestParam(required = false) Boolean isLocked`: missing → every company; unconvertible → 403.
    const raw = queryValue(request, 'isLocked');
    const locked = raw === undefined ? undefined : springBoolean(raw);
    if (locked === null) throw new Forbidden('isLocked');
    return [...store.users.values()]
      .filter((u) => u.role === 'BUYER_COMPANY' && (locked === undefined || u.accountLocked === locked))
      .map(buyerListView);
  });

  app.get('/api/v1/users/:id', async (request) => {
    const id = pathId(request, 'id');
    const me = requireCaller(request);
    if (me.id !== id && !isAdmin(me)) throw new Forbidden('not self');
    return userView(findUser(id, me), store);
  });

  app.get('/api/v1/users/representatives/:id', async (request) => {
    const id = pathId(request, 'id');
    const me = requireCaller(request);
    if (me.id !== id && !isAdmin(me)) throw new Forbidden('not self');
    const user = store.users.get(id);
    if (user?.role !== 'BUYER_REPRESENTATIVE') throw new ApiError(404, `User with id '${id}' does not exist`);
    return representativeView(user);
  });

  app.put('/api/v1/users', async (request) => {
    const me = requireCaller(request, PROFILE_EDITORS);
    const update = checkProfileUpdate(jsonBody(request));
    const { id } = update;
    const target = store.users.get(id);
    if (!isAdmin(me) && me.id !== id) {
      if (target?.role !== 'BUYER_REPRESENTATIVE')
        throw new ApiError(404, `User with id '${id}' does not exist`);
      if (!isOwnRepresentative(me, target)) throw new Forbidden('other company');
    }
    // `UserApplicationService.updateUser`'s own 404 (an operator's unknown id).
    if (!target) throw new ApiError(404, `User with id ${id} was not found`);
    // Production ignores a company's own e-mail here; for the others a change invalidates their tokens.
    applyProfile(store, target, update, target.role !== 'BUYER_COMPANY');
    return userView(target, store);
  });

  app.put('/api/v1/users/:id/update-password', async (request, reply) => {
    const id = pathId(request, 'id');
    const me = requireCaller(request, PROFILE_EDITORS);
    const body = jsonBody(request);
    const password = body.password;
    // Production's rejection of a short password escapes its JSON handlers: 403 empty.
    if (typeof password !== 'string' || password.trim() === '' || password.length < 8) {
      throw new Forbidden('bad password');
    }
    const target = findUser(id, me);
    if (!isAdmin(me) && me.id !== id && !isOwnRepresentative(me, target)) throw new Forbidden('not allowed');
    target.passwordHash = hashPassword(password);
    return sendEmpty(reply);
  });

  app.delete('/api/v1/users/:id', async (request, reply) => {
    const id = pathId(request, 'id');
    const me = requireCaller(request);
    const target = store.users.get(id);
    if (!isAdmin(me) && me.id !== id) {
      if (target?.role !== 'BUYER_REPRESENTATIVE')
        throw new ApiError(404, `User with id '${id}' does not exist`);
      if (!isOwnRepresentative(me, target)) throw new Forbidden('other company');
    }
    if (!target) throw new ApiError(404, `User with id '${id}' does not exist`);
    deleteUser(ctx, target);
    return sendEmpty(reply, 204);
  });

  app.patch('/api/v1/users/:id/set-lock', async (request, reply) => {
    const id = pathId(request, 'id');
    requireCaller(request, ADMINS);
    const locked = springBoolean(queryValue(request, 'isLocked'));
    if (locked === null) throw new Forbidden('isLocked');
    // `UserDomainService.setIsAccountLocked`: whoever the target is, a SUPER_ADMIN too.
    const target = store.users.get(id);
    if (!target) throw new ApiError(404, `User with id '${id}' does not exist`);
    setLock(ctx, target, locked);
    return sendEmpty(reply, 204);
  });
}

/** A company's lock is copied to its current representatives (contract §3). */
export function setLock(ctx: AppContext, user: User, locked: boolean): void {
  user.accountLocked = locked;
  if (user.role === 'BUYER_COMPANY')
    for (const rep of ctx.store.representativesOf(user.id)) rep.accountLocked = locked;
}

/**
 * As production does (`UserDomainService.deleteUserById` publishes `UserDeletedEvent`, and
 * `CarApplicationService.cleanDatabaseRelationsOn` deletes every car of that owner): all of a
 * seller's cars go, those on auction and sold included; their auctions stay, without their car
 * (contract §14.2). A company takes its representatives along (ON DELETE CASCADE).
 */
function deleteUser(ctx: AppContext, user: User): void {
  const { store } = ctx;
  if (user.role === 'BUYER_COMPANY')
    for (const rep of store.representativesOf(user.id)) store.users.delete(rep.id);
  // After the account, on production's event executor (`@Async`): seconds later with a race on.
  ctx.races.deleteCars(() => {
    for (const car of store.carsOf(user.id)) store.cars.delete(car.id);
  });
  store.users.delete(user.id);
}
