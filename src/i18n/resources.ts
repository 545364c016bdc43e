import noCommon from './locales/no/common.json';
import enCommon from './locales/en/common.json';
import noLanding from './locales/no/landing.json';
import enLanding from './locales/en/landing.json';
import noRegistration from './locales/no/registration.json';
import enRegistration from './locales/en/registration.json';
import noProfile from './locales/no/profile.json';
import enProfile from './locales/en/profile.json';
import noCars from './locales/no/cars.json';
import enCars from './locales/en/cars.json';
import noAuctions from './locales/no/auctions.json';
import enAuctions from './locales/en/auctions.json';
import noLegal from './locales/no/legal.json';
import enLegal from './locales/en/legal.json';
import noUi from './locales/no/ui.json';
import enUi from './locales/en/ui.json';
import noCompany from './locales/no/company.json';
import enCompany from './locales/en/company.json';
import noAuctionRoom from './locales/no/auctionRoom.json';
import enAuctionRoom from './locales/en/auctionRoom.json';
import noServerMessages from './locales/no/serverMessages.json';
import enServerMessages from './locales/en/serverMessages.json';
import noDesk from './locales/no/desk.json';
import enDesk from './locales/en/desk.json';
import noSession from './locales/no/session.json';
import enSession from './locales/en/session.json';
import noAdmin from './locales/no/admin.json';
import enAdmin from './locales/en/admin.json';
import noAdminPeople from './locales/no/adminPeople.json';
import enAdminPeople from './locales/en/adminPeople.json';

/**
 * Every namespace, for the typed keys (`no` is the reference) and the tests. The app itself loads
 * them through `i18n/index.ts`: `common` up front, the rest with the screens that use them.
 */
export const resources = {
  no: {
    common: noCommon,
    landing: noLanding,
    registration: noRegistration,
    profile: noProfile,
    cars: noCars,
    auctions: noAuctions,
    legal: noLegal,
    ui: noUi,
    company: noCompany,
    auctionRoom: noAuctionRoom,
    serverMessages: noServerMessages,
    desk: noDesk,
    session: noSession,
    admin: noAdmin,
    adminPeople: noAdminPeople,
  },
  en: {
    common: enCommon,
    landing: enLanding,
    registration: enRegistration,
    profile: enProfile,
    cars: enCars,
    auctions: enAuctions,
    legal: enLegal,
    ui: enUi,
    company: enCompany,
    auctionRoom: enAuctionRoom,
    serverMessages: enServerMessages,
    desk: enDesk,
    session: enSession,
    admin: enAdmin,
    adminPeople: enAdminPeople,
  },
} as const;
