// The notice settings form on its call's schema (NoticeSettingsBody): one checkbox per kind and
// channel, the values being the body itself.
import { NoticeSettingsBody, type NoticeSettingsBody as Body } from '@opgavetorvet/contracts';
import { schemaForm } from '../forms';

export const noticeSettingsForm = schemaForm<Body, typeof NoticeSettingsBody>(NoticeSettingsBody);
