// Generated from specs/dist/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
// Do not edit: change the spec or tools/codegen, then regenerate.

// @ts-nocheck: ajv's standalone JavaScript; the exports at the end are typed.
import type { ServerMessageName } from './models.js';
import { fullFormats } from "ajv-formats/dist/formats.js";
import type { MessageValidator } from './validators.js';

const schema11 = {"title":"SubscribeResponse","type":"object","required":["type","channels"],"properties":{"type":{"title":"SubscribeType","type":"string","enum":["subscribe"],"x-extensible-enum":false},"channels":{"title":"ChannelResultList","type":"array","items":{"title":"ChannelResult","type":"object","required":["type","success"],"properties":{"type":{"title":"EchoedChannelType","type":"string","maxLength":64,"description":"The channel `type` exactly as the client sent it. Not restricted to the known channel types, because an unknown type is echoed too (with `error` `UNKNOWN_CHANNEL`). At most 64 characters: a request entry whose `type` is longer cannot be echoed, so the whole request is answered with an error message (`MALFORMED_REQUEST`)."},"params":{"title":"EchoedChannelParams","type":"object","additionalProperties":true,"properties":{"market":{"title":"EchoedMarket","type":"string","maxLength":64,"description":"The `market` exactly as the client sent it; at most 64 characters (a request entry whose `market` is longer is answered like one whose `type` is too long)."}},"description":"The `params` exactly as the client sent them, so a client can match the result to its request entry. Not restricted, because invalid params are echoed too (with `error` `UNKNOWN_CHANNEL_PARAMS_CONFIGURATION`)."},"success":{"title":"ChannelResultSuccess","type":"boolean","description":"Whether the action succeeded for this channel."},"error":{"title":"ErrorCode","type":"string","x-extensible-enum":true,"description":"WebSocket error code. **Extensible** (`x-extensible-enum`): these are rejection reasons,\nlike the REST problem types, and new ones may be added without a major version; treat an\nunknown code as a failure of the request it answers (a default branch).\n- `UNKNOWN_ACTION`: the request `type` is not recognized.\n- `INTERNAL_SERVER_ERROR`: unexpected server error.\n- `MALFORMED_REQUEST`: the request JSON is invalid or cannot be parsed.\n- `NO_EFFECT_ACTION`: the action would change nothing, for example a duplicate subscription\n  or unsubscribing from a channel that is not subscribed.\n- `UNKNOWN_CHANNEL`: the channel type is not recognized.\n- `UNKNOWN_CHANNEL_PARAMS_CONFIGURATION`: channel parameters are invalid or missing.\n- `TOO_MANY_REQUESTS`: the connection sent frames faster than its request rate; the\n  server closes it with 1008 right after.\n"},"deprecation":{"title":"ChannelDeprecation","type":"object","required":["deprecated_at","sunset","replaced_by"],"properties":{"deprecated_at":{"title":"ChannelDeprecatedAt","type":"string","format":"date","maxLength":10,"description":"The day the channel type was deprecated (`YYYY-MM-DD`, its `x-deprecated-at`): the date a REST answer sends as `Deprecation` (RFC 9745)."},"sunset":{"title":"ChannelSunset","type":"string","format":"date","maxLength":10,"description":"The first day the channel type may be removed (`YYYY-MM-DD`, its `x-sunset`): the date a REST answer sends as `Sunset` (RFC 8594)."},"replaced_by":{"title":"ChannelReplacedBy","type":"string","maxLength":256,"description":"What to subscribe to instead (its `x-replaced-by`): a channel type or a sentence."}},"description":"The announcement of a deprecated channel type, sent in the successful `subscribe` result of that channel (the WebSocket's counterpart of REST's `Deprecation` and `Sunset` headers). Channel types are deprecated under `x-deprecated-enum-values` of `ChannelType`; move to `replaced_by` before `sunset`."}},"if":{"properties":{"success":{"const":false}}},"then":{"required":["error"],"properties":{"error":{"title":"ErrorCode","type":"string","x-extensible-enum":true,"description":"WebSocket error code. **Extensible** (`x-extensible-enum`): these are rejection reasons,\nlike the REST problem types, and new ones may be added without a major version; treat an\nunknown code as a failure of the request it answers (a default branch).\n- `UNKNOWN_ACTION`: the request `type` is not recognized.\n- `INTERNAL_SERVER_ERROR`: unexpected server error.\n- `MALFORMED_REQUEST`: the request JSON is invalid or cannot be parsed.\n- `NO_EFFECT_ACTION`: the action would change nothing, for example a duplicate subscription\n  or unsubscribing from a channel that is not subscribed.\n- `UNKNOWN_CHANNEL`: the channel type is not recognized.\n- `UNKNOWN_CHANNEL_PARAMS_CONFIGURATION`: channel parameters are invalid or missing.\n- `TOO_MANY_REQUESTS`: the connection sent frames faster than its request rate; the\n  server closes it with 1008 right after.\n"}}},"else":{"properties":{"error":false}},"description":"The result of a subscribe or unsubscribe request for one requested channel: the entry's `type` and `params` echoed, with `success`. `error` is present exactly when `success` is `false`. `params` is absent when the request entry had none. `deprecation` is present only in a successful `subscribe` result whose channel type is deprecated."},"description":"One result per requested channel, in request order."}},"description":"Acknowledgement of a subscribe request; one result per requested channel."};
const func2 = ucs2length;
const formats0 = fullFormats.date;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.channels === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channels"},message:"must have required property '"+"channels"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data0 === "subscribe")){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema11.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.channels !== undefined){
let data1 = data.channels;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs7 = errors;
let valid3 = true;
const _errs8 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.success !== undefined){
if(false !== data2.success){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
var _valid0 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs10 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.error === undefined){
const err5 = {instancePath:instancePath+"/channels/" + i0,schemaPath:"#/properties/channels/items/then/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.error !== undefined){
if(typeof data2.error !== "string"){
const err6 = {instancePath:instancePath+"/channels/" + i0+"/error",schemaPath:"#/properties/channels/items/then/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
var _valid0 = _errs10 === errors;
valid3 = _valid0;
ifClause0 = "then";
}
else {
const _errs13 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.error !== undefined){
const err7 = {instancePath:instancePath+"/channels/" + i0+"/error",schemaPath:"#/properties/channels/items/else/properties/error/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid0 = _errs13 === errors;
valid3 = _valid0;
ifClause0 = "else";
}
if(!valid3){
const err8 = {instancePath:instancePath+"/channels/" + i0,schemaPath:"#/properties/channels/items/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.type === undefined){
const err9 = {instancePath:instancePath+"/channels/" + i0,schemaPath:"#/properties/channels/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.success === undefined){
const err10 = {instancePath:instancePath+"/channels/" + i0,schemaPath:"#/properties/channels/items/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.type !== undefined){
let data6 = data2.type;
if(typeof data6 === "string"){
if(func2(data6) > 64){
const err11 = {instancePath:instancePath+"/channels/" + i0+"/type",schemaPath:"#/properties/channels/items/properties/type/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/channels/" + i0+"/type",schemaPath:"#/properties/channels/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.params !== undefined){
let data7 = data2.params;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.market !== undefined){
let data8 = data7.market;
if(typeof data8 === "string"){
if(func2(data8) > 64){
const err13 = {instancePath:instancePath+"/channels/" + i0+"/params/market",schemaPath:"#/properties/channels/items/properties/params/properties/market/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/channels/" + i0+"/params/market",schemaPath:"#/properties/channels/items/properties/params/properties/market/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/channels/" + i0+"/params",schemaPath:"#/properties/channels/items/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.success !== undefined){
if(typeof data2.success !== "boolean"){
const err16 = {instancePath:instancePath+"/channels/" + i0+"/success",schemaPath:"#/properties/channels/items/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.error !== undefined){
if(typeof data2.error !== "string"){
const err17 = {instancePath:instancePath+"/channels/" + i0+"/error",schemaPath:"#/properties/channels/items/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.deprecation !== undefined){
let data11 = data2.deprecation;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.deprecated_at === undefined){
const err18 = {instancePath:instancePath+"/channels/" + i0+"/deprecation",schemaPath:"#/properties/channels/items/properties/deprecation/required",keyword:"required",params:{missingProperty: "deprecated_at"},message:"must have required property '"+"deprecated_at"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data11.sunset === undefined){
const err19 = {instancePath:instancePath+"/channels/" + i0+"/deprecation",schemaPath:"#/properties/channels/items/properties/deprecation/required",keyword:"required",params:{missingProperty: "sunset"},message:"must have required property '"+"sunset"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data11.replaced_by === undefined){
const err20 = {instancePath:instancePath+"/channels/" + i0+"/deprecation",schemaPath:"#/properties/channels/items/properties/deprecation/required",keyword:"required",params:{missingProperty: "replaced_by"},message:"must have required property '"+"replaced_by"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data11.deprecated_at !== undefined){
let data12 = data11.deprecated_at;
if(typeof data12 === "string"){
if(func2(data12) > 10){
const err21 = {instancePath:instancePath+"/channels/" + i0+"/deprecation/deprecated_at",schemaPath:"#/properties/channels/items/properties/deprecation/properties/deprecated_at/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(formats0.validate(data12))){
const err22 = {instancePath:instancePath+"/channels/" + i0+"/deprecation/deprecated_at",schemaPath:"#/properties/channels/items/properties/deprecation/properties/deprecated_at/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/channels/" + i0+"/deprecation/deprecated_at",schemaPath:"#/properties/channels/items/properties/deprecation/properties/deprecated_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data11.sunset !== undefined){
let data13 = data11.sunset;
if(typeof data13 === "string"){
if(func2(data13) > 10){
const err24 = {instancePath:instancePath+"/channels/" + i0+"/deprecation/sunset",schemaPath:"#/properties/channels/items/properties/deprecation/properties/sunset/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(formats0.validate(data13))){
const err25 = {instancePath:instancePath+"/channels/" + i0+"/deprecation/sunset",schemaPath:"#/properties/channels/items/properties/deprecation/properties/sunset/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/channels/" + i0+"/deprecation/sunset",schemaPath:"#/properties/channels/items/properties/deprecation/properties/sunset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data11.replaced_by !== undefined){
let data14 = data11.replaced_by;
if(typeof data14 === "string"){
if(func2(data14) > 256){
const err27 = {instancePath:instancePath+"/channels/" + i0+"/deprecation/replaced_by",schemaPath:"#/properties/channels/items/properties/deprecation/properties/replaced_by/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/channels/" + i0+"/deprecation/replaced_by",schemaPath:"#/properties/channels/items/properties/deprecation/properties/replaced_by/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/channels/" + i0+"/deprecation",schemaPath:"#/properties/channels/items/properties/deprecation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/channels/" + i0,schemaPath:"#/properties/channels/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

const schema12 = {"title":"UnsubscribeResponse","type":"object","required":["type","channels"],"properties":{"type":{"title":"UnsubscribeType","type":"string","enum":["unsubscribe"],"x-extensible-enum":false},"channels":{"title":"ChannelResultList","type":"array","items":{"title":"ChannelResult","type":"object","required":["type","success"],"properties":{"type":{"title":"EchoedChannelType","type":"string","maxLength":64,"description":"The channel `type` exactly as the client sent it. Not restricted to the known channel types, because an unknown type is echoed too (with `error` `UNKNOWN_CHANNEL`). At most 64 characters: a request entry whose `type` is longer cannot be echoed, so the whole request is answered with an error message (`MALFORMED_REQUEST`)."},"params":{"title":"EchoedChannelParams","type":"object","additionalProperties":true,"properties":{"market":{"title":"EchoedMarket","type":"string","maxLength":64,"description":"The `market` exactly as the client sent it; at most 64 characters (a request entry whose `market` is longer is answered like one whose `type` is too long)."}},"description":"The `params` exactly as the client sent them, so a client can match the result to its request entry. Not restricted, because invalid params are echoed too (with `error` `UNKNOWN_CHANNEL_PARAMS_CONFIGURATION`)."},"success":{"title":"ChannelResultSuccess","type":"boolean","description":"Whether the action succeeded for this channel."},"error":{"title":"ErrorCode","type":"string","x-extensible-enum":true,"description":"WebSocket error code. **Extensible** (`x-extensible-enum`): these are rejection reasons,\nlike the REST problem types, and new ones may be added without a major version; treat an\nunknown code as a failure of the request it answers (a default branch).\n- `UNKNOWN_ACTION`: the request `type` is not recognized.\n- `INTERNAL_SERVER_ERROR`: unexpected server error.\n- `MALFORMED_REQUEST`: the request JSON is invalid or cannot be parsed.\n- `NO_EFFECT_ACTION`: the action would change nothing, for example a duplicate subscription\n  or unsubscribing from a channel that is not subscribed.\n- `UNKNOWN_CHANNEL`: the channel type is not recognized.\n- `UNKNOWN_CHANNEL_PARAMS_CONFIGURATION`: channel parameters are invalid or missing.\n- `TOO_MANY_REQUESTS`: the connection sent frames faster than its request rate; the\n  server closes it with 1008 right after.\n"},"deprecation":{"title":"ChannelDeprecation","type":"object","required":["deprecated_at","sunset","replaced_by"],"properties":{"deprecated_at":{"title":"ChannelDeprecatedAt","type":"string","format":"date","maxLength":10,"description":"The day the channel type was deprecated (`YYYY-MM-DD`, its `x-deprecated-at`): the date a REST answer sends as `Deprecation` (RFC 9745)."},"sunset":{"title":"ChannelSunset","type":"string","format":"date","maxLength":10,"description":"The first day the channel type may be removed (`YYYY-MM-DD`, its `x-sunset`): the date a REST answer sends as `Sunset` (RFC 8594)."},"replaced_by":{"title":"ChannelReplacedBy","type":"string","maxLength":256,"description":"What to subscribe to instead (its `x-replaced-by`): a channel type or a sentence."}},"description":"The announcement of a deprecated channel type, sent in the successful `subscribe` result of that channel (the WebSocket's counterpart of REST's `Deprecation` and `Sunset` headers). Channel types are deprecated under `x-deprecated-enum-values` of `ChannelType`; move to `replaced_by` before `sunset`."}},"if":{"properties":{"success":{"const":false}}},"then":{"required":["error"],"properties":{"error":{"title":"ErrorCode","type":"string","x-extensible-enum":true,"description":"WebSocket error code. **Extensible** (`x-extensible-enum`): these are rejection reasons,\nlike the REST problem types, and new ones may be added without a major version; treat an\nunknown code as a failure of the request it answers (a default branch).\n- `UNKNOWN_ACTION`: the request `type` is not recognized.\n- `INTERNAL_SERVER_ERROR`: unexpected server error.\n- `MALFORMED_REQUEST`: the request JSON is invalid or cannot be parsed.\n- `NO_EFFECT_ACTION`: the action would change nothing, for example a duplicate subscription\n  or unsubscribing from a channel that is not subscribed.\n- `UNKNOWN_CHANNEL`: the channel type is not recognized.\n- `UNKNOWN_CHANNEL_PARAMS_CONFIGURATION`: channel parameters are invalid or missing.\n- `TOO_MANY_REQUESTS`: the connection sent frames faster than its request rate; the\n  server closes it with 1008 right after.\n"}}},"else":{"properties":{"error":false}},"description":"The result of a subscribe or unsubscribe request for one requested channel: the entry's `type` and `params` echoed, with `success`. `error` is present exactly when `success` is `false`. `params` is absent when the request entry had none. `deprecation` is present only in a successful `subscribe` result whose channel type is deprecated."},"description":"One result per requested channel, in request order."}},"description":"Acknowledgement of an unsubscribe request; one result per requested channel."};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.channels === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channels"},message:"must have required property '"+"channels"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data0 === "unsubscribe")){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema12.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.channels !== undefined){
let data1 = data.channels;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs7 = errors;
let valid3 = true;
const _errs8 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.success !== undefined){
if(false !== data2.success){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
var _valid0 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs10 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.error === undefined){
const err5 = {instancePath:instancePath+"/channels/" + i0,schemaPath:"#/properties/channels/items/then/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.error !== undefined){
if(typeof data2.error !== "string"){
const err6 = {instancePath:instancePath+"/channels/" + i0+"/error",schemaPath:"#/properties/channels/items/then/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
var _valid0 = _errs10 === errors;
valid3 = _valid0;
ifClause0 = "then";
}
else {
const _errs13 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.error !== undefined){
const err7 = {instancePath:instancePath+"/channels/" + i0+"/error",schemaPath:"#/properties/channels/items/else/properties/error/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid0 = _errs13 === errors;
valid3 = _valid0;
ifClause0 = "else";
}
if(!valid3){
const err8 = {instancePath:instancePath+"/channels/" + i0,schemaPath:"#/properties/channels/items/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.type === undefined){
const err9 = {instancePath:instancePath+"/channels/" + i0,schemaPath:"#/properties/channels/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.success === undefined){
const err10 = {instancePath:instancePath+"/channels/" + i0,schemaPath:"#/properties/channels/items/required",keyword:"required",params:{missingProperty: "success"},message:"must have required property '"+"success"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.type !== undefined){
let data6 = data2.type;
if(typeof data6 === "string"){
if(func2(data6) > 64){
const err11 = {instancePath:instancePath+"/channels/" + i0+"/type",schemaPath:"#/properties/channels/items/properties/type/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/channels/" + i0+"/type",schemaPath:"#/properties/channels/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.params !== undefined){
let data7 = data2.params;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.market !== undefined){
let data8 = data7.market;
if(typeof data8 === "string"){
if(func2(data8) > 64){
const err13 = {instancePath:instancePath+"/channels/" + i0+"/params/market",schemaPath:"#/properties/channels/items/properties/params/properties/market/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/channels/" + i0+"/params/market",schemaPath:"#/properties/channels/items/properties/params/properties/market/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/channels/" + i0+"/params",schemaPath:"#/properties/channels/items/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.success !== undefined){
if(typeof data2.success !== "boolean"){
const err16 = {instancePath:instancePath+"/channels/" + i0+"/success",schemaPath:"#/properties/channels/items/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.error !== undefined){
if(typeof data2.error !== "string"){
const err17 = {instancePath:instancePath+"/channels/" + i0+"/error",schemaPath:"#/properties/channels/items/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.deprecation !== undefined){
let data11 = data2.deprecation;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.deprecated_at === undefined){
const err18 = {instancePath:instancePath+"/channels/" + i0+"/deprecation",schemaPath:"#/properties/channels/items/properties/deprecation/required",keyword:"required",params:{missingProperty: "deprecated_at"},message:"must have required property '"+"deprecated_at"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data11.sunset === undefined){
const err19 = {instancePath:instancePath+"/channels/" + i0+"/deprecation",schemaPath:"#/properties/channels/items/properties/deprecation/required",keyword:"required",params:{missingProperty: "sunset"},message:"must have required property '"+"sunset"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data11.replaced_by === undefined){
const err20 = {instancePath:instancePath+"/channels/" + i0+"/deprecation",schemaPath:"#/properties/channels/items/properties/deprecation/required",keyword:"required",params:{missingProperty: "replaced_by"},message:"must have required property '"+"replaced_by"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data11.deprecated_at !== undefined){
let data12 = data11.deprecated_at;
if(typeof data12 === "string"){
if(func2(data12) > 10){
const err21 = {instancePath:instancePath+"/channels/" + i0+"/deprecation/deprecated_at",schemaPath:"#/properties/channels/items/properties/deprecation/properties/deprecated_at/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(formats0.validate(data12))){
const err22 = {instancePath:instancePath+"/channels/" + i0+"/deprecation/deprecated_at",schemaPath:"#/properties/channels/items/properties/deprecation/properties/deprecated_at/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/channels/" + i0+"/deprecation/deprecated_at",schemaPath:"#/properties/channels/items/properties/deprecation/properties/deprecated_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data11.sunset !== undefined){
let data13 = data11.sunset;
if(typeof data13 === "string"){
if(func2(data13) > 10){
const err24 = {instancePath:instancePath+"/channels/" + i0+"/deprecation/sunset",schemaPath:"#/properties/channels/items/properties/deprecation/properties/sunset/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(formats0.validate(data13))){
const err25 = {instancePath:instancePath+"/channels/" + i0+"/deprecation/sunset",schemaPath:"#/properties/channels/items/properties/deprecation/properties/sunset/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/channels/" + i0+"/deprecation/sunset",schemaPath:"#/properties/channels/items/properties/deprecation/properties/sunset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data11.replaced_by !== undefined){
let data14 = data11.replaced_by;
if(typeof data14 === "string"){
if(func2(data14) > 256){
const err27 = {instancePath:instancePath+"/channels/" + i0+"/deprecation/replaced_by",schemaPath:"#/properties/channels/items/properties/deprecation/properties/replaced_by/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/channels/" + i0+"/deprecation/replaced_by",schemaPath:"#/properties/channels/items/properties/deprecation/properties/replaced_by/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/channels/" + i0+"/deprecation",schemaPath:"#/properties/channels/items/properties/deprecation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/channels/" + i0,schemaPath:"#/properties/channels/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

const schema13 = {"title":"SubscriptionListResponse","type":"object","required":["type","channels"],"properties":{"type":{"title":"SubscriptionListType","type":"string","enum":["subscription_list"],"x-extensible-enum":false},"channels":{"title":"ChannelReferenceList","type":"array","items":{"title":"ChannelReference","type":"object","required":["type"],"properties":{"type":{"title":"ChannelType","type":"string","enum":["market_data","market_data.top_of_book","execution_data","heartbeat"],"x-extensible-enum":false,"description":"A channel that can be subscribed to. **Closed** (`x-extensible-enum: false`): clients name\nthe channels they subscribe to and type each channel's events by it, and `subscription_list`\nreplies list channel types; a new channel type comes with a new major version.\n- `market_data`: order-book snapshot, then incremental updates (needs `params.market`).\n- `market_data.top_of_book`: best bid and best ask (needs `params.market`).\n- `execution_data`: trade executions (needs `params.market`).\n- `heartbeat`: logical liveness signal (no params).\n\nA deprecated channel type is listed under `x-deprecated-enum-values` with its dates and\nreplacement; subscribing to it succeeds until its sunset, and the acknowledgement carries\nthem (`deprecation` of its result).\n"},"params":{"title":"ChannelParams","type":"object","properties":{"market":{"title":"MarketSymbol","type":"string","maxLength":20,"pattern":"^[A-Z0-9]{2,20}$","description":"Market symbol, base asset followed by quote asset, upper case; 2 to 20 characters.","examples":["BTCUSD"]}},"description":"Parameters of a channel subscription. `market_data`, `market_data.top_of_book` and\n`execution_data` need `market`; `heartbeat` takes no params (omit `params` or send `{}`).\nMissing or invalid params are not a schema-level rule: the server reports them per entry with\n`UNKNOWN_CHANNEL_PARAMS_CONFIGURATION`. The interface document does not show the params of\n`market_data.top_of_book` and `heartbeat`; this is a decision of this contract.\n"}},"description":"A channel, identified by its type and params, as sent in requests and listed by `subscription_list`."},"description":"Channel references."}},"description":"The subscriptions active on this connection (no `success` field); empty when none."};
const pattern0 = new RegExp("^[A-Z0-9]{2,20}$", "u");

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.channels === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channels"},message:"must have required property '"+"channels"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data0 === "subscription_list")){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema13.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.channels !== undefined){
let data1 = data.channels;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.type === undefined){
const err4 = {instancePath:instancePath+"/channels/" + i0,schemaPath:"#/properties/channels/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.type !== undefined){
let data3 = data2.type;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/channels/" + i0+"/type",schemaPath:"#/properties/channels/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((((data3 === "market_data") || (data3 === "market_data.top_of_book")) || (data3 === "execution_data")) || (data3 === "heartbeat"))){
const err6 = {instancePath:instancePath+"/channels/" + i0+"/type",schemaPath:"#/properties/channels/items/properties/type/enum",keyword:"enum",params:{allowedValues: schema13.properties.channels.items.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.params !== undefined){
let data4 = data2.params;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.market !== undefined){
let data5 = data4.market;
if(typeof data5 === "string"){
if(func2(data5) > 20){
const err7 = {instancePath:instancePath+"/channels/" + i0+"/params/market",schemaPath:"#/properties/channels/items/properties/params/properties/market/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern0.test(data5)){
const err8 = {instancePath:instancePath+"/channels/" + i0+"/params/market",schemaPath:"#/properties/channels/items/properties/params/properties/market/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{2,20}$"},message:"must match pattern \""+"^[A-Z0-9]{2,20}$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/channels/" + i0+"/params/market",schemaPath:"#/properties/channels/items/properties/params/properties/market/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/channels/" + i0+"/params",schemaPath:"#/properties/channels/items/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/channels/" + i0,schemaPath:"#/properties/channels/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

const schema14 = {"title":"MarketDataEvent","type":"object","required":["channel","payload"],"properties":{"channel":{"title":"MarketDataChannel","type":"string","enum":["market_data"],"x-extensible-enum":false},"payload":{"title":"MarketDataPayload","type":"object","required":["market","type","time","bids","asks"],"properties":{"market":{"title":"MarketSymbol","type":"string","maxLength":20,"pattern":"^[A-Z0-9]{2,20}$","description":"Market symbol, base asset followed by quote asset, upper case; 2 to 20 characters.","examples":["BTCUSD"]},"type":{"title":"MarketDataType","type":"string","enum":["SNAPSHOT","UPDATE"],"x-extensible-enum":false,"description":"**Closed** (`x-extensible-enum: false`): a consumer replaces or patches its book by this\nvalue, so a new one comes with a new major version.\n- `SNAPSHOT`: the full book; sent once, first, after subscribing.\n- `UPDATE`: changed levels only; a level with `amount` `\"0\"` is removed.\n"},"time":{"title":"TimestampMillis","type":"string","format":"date-time","maxLength":64,"pattern":"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}(Z|[+-]\\d{2}:\\d{2})$","description":"RFC 3339 date-time with millisecond precision (exactly three fractional digits); at most 64 characters.","examples":["2025-03-14T15:09:26.535Z"]},"bids":{"title":"PriceLevelList","type":"array","items":{"title":"PriceLevel","type":"object","required":["price","amount"],"properties":{"price":{"title":"Decimal","type":"string","maxLength":64,"pattern":"^[0-9]*\\.?[0-9]+$","description":"Non-negative decimal number as a string, never a JSON number; at most 64 characters.","examples":["64010.50","0"]},"amount":{"title":"Decimal","type":"string","maxLength":64,"pattern":"^[0-9]*\\.?[0-9]+$","description":"Non-negative decimal number as a string, never a JSON number; at most 64 characters.","examples":["64010.50","0"]}},"description":"One price level of the order book: the total amount available at a price. In a `market_data` `UPDATE`, an `amount` of `\"0\"` removes the level."},"description":"Price levels of one side of the book; bids best (highest) price first, asks best (lowest) price first."},"asks":{"title":"PriceLevelList","type":"array","items":{"title":"PriceLevel","type":"object","required":["price","amount"],"properties":{"price":{"title":"Decimal","type":"string","maxLength":64,"pattern":"^[0-9]*\\.?[0-9]+$","description":"Non-negative decimal number as a string, never a JSON number; at most 64 characters.","examples":["64010.50","0"]},"amount":{"title":"Decimal","type":"string","maxLength":64,"pattern":"^[0-9]*\\.?[0-9]+$","description":"Non-negative decimal number as a string, never a JSON number; at most 64 characters.","examples":["64010.50","0"]}},"description":"One price level of the order book: the total amount available at a price. In a `market_data` `UPDATE`, an `amount` of `\"0\"` removes the level."},"description":"Price levels of one side of the book; bids best (highest) price first, asks best (lowest) price first."}},"description":"Order-book snapshot or update for one market."}},"description":"Event of the `market_data` channel."};
const pattern2 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}(Z|[+-]\\d{2}:\\d{2})$", "u");
const pattern3 = new RegExp("^[0-9]*\\.?[0-9]+$", "u");
const formats8 = fullFormats["date-time"];

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.channel === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channel"},message:"must have required property '"+"channel"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.payload === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payload"},message:"must have required property '"+"payload"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.channel !== undefined){
let data0 = data.channel;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data0 === "market_data")){
const err3 = {instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/enum",keyword:"enum",params:{allowedValues: schema14.properties.channel.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.payload !== undefined){
let data1 = data.payload;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.market === undefined){
const err4 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/required",keyword:"required",params:{missingProperty: "market"},message:"must have required property '"+"market"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.type === undefined){
const err5 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.time === undefined){
const err6 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/required",keyword:"required",params:{missingProperty: "time"},message:"must have required property '"+"time"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.bids === undefined){
const err7 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/required",keyword:"required",params:{missingProperty: "bids"},message:"must have required property '"+"bids"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.asks === undefined){
const err8 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/required",keyword:"required",params:{missingProperty: "asks"},message:"must have required property '"+"asks"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.market !== undefined){
let data2 = data1.market;
if(typeof data2 === "string"){
if(func2(data2) > 20){
const err9 = {instancePath:instancePath+"/payload/market",schemaPath:"#/properties/payload/properties/market/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern0.test(data2)){
const err10 = {instancePath:instancePath+"/payload/market",schemaPath:"#/properties/payload/properties/market/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{2,20}$"},message:"must match pattern \""+"^[A-Z0-9]{2,20}$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/payload/market",schemaPath:"#/properties/payload/properties/market/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.type !== undefined){
let data3 = data1.type;
if(typeof data3 !== "string"){
const err12 = {instancePath:instancePath+"/payload/type",schemaPath:"#/properties/payload/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data3 === "SNAPSHOT") || (data3 === "UPDATE"))){
const err13 = {instancePath:instancePath+"/payload/type",schemaPath:"#/properties/payload/properties/type/enum",keyword:"enum",params:{allowedValues: schema14.properties.payload.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.time !== undefined){
let data4 = data1.time;
if(typeof data4 === "string"){
if(func2(data4) > 64){
const err14 = {instancePath:instancePath+"/payload/time",schemaPath:"#/properties/payload/properties/time/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern2.test(data4)){
const err15 = {instancePath:instancePath+"/payload/time",schemaPath:"#/properties/payload/properties/time/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}(Z|[+-]\\d{2}:\\d{2})$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}(Z|[+-]\\d{2}:\\d{2})$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(formats8.validate(data4))){
const err16 = {instancePath:instancePath+"/payload/time",schemaPath:"#/properties/payload/properties/time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/payload/time",schemaPath:"#/properties/payload/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.bids !== undefined){
let data5 = data1.bids;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.price === undefined){
const err18 = {instancePath:instancePath+"/payload/bids/" + i0,schemaPath:"#/properties/payload/properties/bids/items/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6.amount === undefined){
const err19 = {instancePath:instancePath+"/payload/bids/" + i0,schemaPath:"#/properties/payload/properties/bids/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6.price !== undefined){
let data7 = data6.price;
if(typeof data7 === "string"){
if(func2(data7) > 64){
const err20 = {instancePath:instancePath+"/payload/bids/" + i0+"/price",schemaPath:"#/properties/payload/properties/bids/items/properties/price/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern3.test(data7)){
const err21 = {instancePath:instancePath+"/payload/bids/" + i0+"/price",schemaPath:"#/properties/payload/properties/bids/items/properties/price/pattern",keyword:"pattern",params:{pattern: "^[0-9]*\\.?[0-9]+$"},message:"must match pattern \""+"^[0-9]*\\.?[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/payload/bids/" + i0+"/price",schemaPath:"#/properties/payload/properties/bids/items/properties/price/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data6.amount !== undefined){
let data8 = data6.amount;
if(typeof data8 === "string"){
if(func2(data8) > 64){
const err23 = {instancePath:instancePath+"/payload/bids/" + i0+"/amount",schemaPath:"#/properties/payload/properties/bids/items/properties/amount/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern3.test(data8)){
const err24 = {instancePath:instancePath+"/payload/bids/" + i0+"/amount",schemaPath:"#/properties/payload/properties/bids/items/properties/amount/pattern",keyword:"pattern",params:{pattern: "^[0-9]*\\.?[0-9]+$"},message:"must match pattern \""+"^[0-9]*\\.?[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/payload/bids/" + i0+"/amount",schemaPath:"#/properties/payload/properties/bids/items/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/payload/bids/" + i0,schemaPath:"#/properties/payload/properties/bids/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/payload/bids",schemaPath:"#/properties/payload/properties/bids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data1.asks !== undefined){
let data9 = data1.asks;
if(Array.isArray(data9)){
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.price === undefined){
const err28 = {instancePath:instancePath+"/payload/asks/" + i1,schemaPath:"#/properties/payload/properties/asks/items/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data10.amount === undefined){
const err29 = {instancePath:instancePath+"/payload/asks/" + i1,schemaPath:"#/properties/payload/properties/asks/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data10.price !== undefined){
let data11 = data10.price;
if(typeof data11 === "string"){
if(func2(data11) > 64){
const err30 = {instancePath:instancePath+"/payload/asks/" + i1+"/price",schemaPath:"#/properties/payload/properties/asks/items/properties/price/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!pattern3.test(data11)){
const err31 = {instancePath:instancePath+"/payload/asks/" + i1+"/price",schemaPath:"#/properties/payload/properties/asks/items/properties/price/pattern",keyword:"pattern",params:{pattern: "^[0-9]*\\.?[0-9]+$"},message:"must match pattern \""+"^[0-9]*\\.?[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/payload/asks/" + i1+"/price",schemaPath:"#/properties/payload/properties/asks/items/properties/price/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data10.amount !== undefined){
let data12 = data10.amount;
if(typeof data12 === "string"){
if(func2(data12) > 64){
const err33 = {instancePath:instancePath+"/payload/asks/" + i1+"/amount",schemaPath:"#/properties/payload/properties/asks/items/properties/amount/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!pattern3.test(data12)){
const err34 = {instancePath:instancePath+"/payload/asks/" + i1+"/amount",schemaPath:"#/properties/payload/properties/asks/items/properties/amount/pattern",keyword:"pattern",params:{pattern: "^[0-9]*\\.?[0-9]+$"},message:"must match pattern \""+"^[0-9]*\\.?[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/payload/asks/" + i1+"/amount",schemaPath:"#/properties/payload/properties/asks/items/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/payload/asks/" + i1,schemaPath:"#/properties/payload/properties/asks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/payload/asks",schemaPath:"#/properties/payload/properties/asks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

const schema15 = {"title":"TopOfBookEvent","type":"object","required":["channel","payload"],"properties":{"channel":{"title":"TopOfBookChannel","type":"string","enum":["market_data.top_of_book"],"x-extensible-enum":false},"payload":{"title":"TopOfBookPayload","type":"object","required":["market","type","timestamp","bids","asks"],"properties":{"market":{"title":"MarketSymbol","type":"string","maxLength":20,"pattern":"^[A-Z0-9]{2,20}$","description":"Market symbol, base asset followed by quote asset, upper case; 2 to 20 characters.","examples":["BTCUSD"]},"type":{"title":"TopOfBookType","type":"string","enum":["TOP_OF_BOOK"],"x-extensible-enum":false},"timestamp":{"title":"TimestampNanos","type":"string","format":"date-time","maxLength":64,"pattern":"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{9}(Z|[+-]\\d{2}:\\d{2})$","description":"RFC 3339 date-time with nanosecond precision (exactly nine fractional digits); at most 64 characters.","examples":["2025-03-14T15:09:26.535123456Z"]},"bids":{"title":"TopOfBookLevelList","type":"array","maxItems":1,"items":{"title":"PriceLevel","type":"object","required":["price","amount"],"properties":{"price":{"title":"Decimal","type":"string","maxLength":64,"pattern":"^[0-9]*\\.?[0-9]+$","description":"Non-negative decimal number as a string, never a JSON number; at most 64 characters.","examples":["64010.50","0"]},"amount":{"title":"Decimal","type":"string","maxLength":64,"pattern":"^[0-9]*\\.?[0-9]+$","description":"Non-negative decimal number as a string, never a JSON number; at most 64 characters.","examples":["64010.50","0"]}},"description":"One price level of the order book: the total amount available at a price. In a `market_data` `UPDATE`, an `amount` of `\"0\"` removes the level."},"description":"The best level of one side of the book; empty when that side is empty."},"asks":{"title":"TopOfBookLevelList","type":"array","maxItems":1,"items":{"title":"PriceLevel","type":"object","required":["price","amount"],"properties":{"price":{"title":"Decimal","type":"string","maxLength":64,"pattern":"^[0-9]*\\.?[0-9]+$","description":"Non-negative decimal number as a string, never a JSON number; at most 64 characters.","examples":["64010.50","0"]},"amount":{"title":"Decimal","type":"string","maxLength":64,"pattern":"^[0-9]*\\.?[0-9]+$","description":"Non-negative decimal number as a string, never a JSON number; at most 64 characters.","examples":["64010.50","0"]}},"description":"One price level of the order book: the total amount available at a price. In a `market_data` `UPDATE`, an `amount` of `\"0\"` removes the level."},"description":"The best level of one side of the book; empty when that side is empty."}},"description":"Best bid and best ask of one market."}},"description":"Event of the `market_data.top_of_book` channel."};
const pattern8 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{9}(Z|[+-]\\d{2}:\\d{2})$", "u");

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.channel === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channel"},message:"must have required property '"+"channel"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.payload === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payload"},message:"must have required property '"+"payload"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.channel !== undefined){
let data0 = data.channel;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data0 === "market_data.top_of_book")){
const err3 = {instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/enum",keyword:"enum",params:{allowedValues: schema15.properties.channel.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.payload !== undefined){
let data1 = data.payload;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.market === undefined){
const err4 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/required",keyword:"required",params:{missingProperty: "market"},message:"must have required property '"+"market"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.type === undefined){
const err5 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.timestamp === undefined){
const err6 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.bids === undefined){
const err7 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/required",keyword:"required",params:{missingProperty: "bids"},message:"must have required property '"+"bids"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.asks === undefined){
const err8 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/required",keyword:"required",params:{missingProperty: "asks"},message:"must have required property '"+"asks"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.market !== undefined){
let data2 = data1.market;
if(typeof data2 === "string"){
if(func2(data2) > 20){
const err9 = {instancePath:instancePath+"/payload/market",schemaPath:"#/properties/payload/properties/market/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern0.test(data2)){
const err10 = {instancePath:instancePath+"/payload/market",schemaPath:"#/properties/payload/properties/market/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{2,20}$"},message:"must match pattern \""+"^[A-Z0-9]{2,20}$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/payload/market",schemaPath:"#/properties/payload/properties/market/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.type !== undefined){
let data3 = data1.type;
if(typeof data3 !== "string"){
const err12 = {instancePath:instancePath+"/payload/type",schemaPath:"#/properties/payload/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(data3 === "TOP_OF_BOOK")){
const err13 = {instancePath:instancePath+"/payload/type",schemaPath:"#/properties/payload/properties/type/enum",keyword:"enum",params:{allowedValues: schema15.properties.payload.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.timestamp !== undefined){
let data4 = data1.timestamp;
if(typeof data4 === "string"){
if(func2(data4) > 64){
const err14 = {instancePath:instancePath+"/payload/timestamp",schemaPath:"#/properties/payload/properties/timestamp/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern8.test(data4)){
const err15 = {instancePath:instancePath+"/payload/timestamp",schemaPath:"#/properties/payload/properties/timestamp/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{9}(Z|[+-]\\d{2}:\\d{2})$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{9}(Z|[+-]\\d{2}:\\d{2})$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(formats8.validate(data4))){
const err16 = {instancePath:instancePath+"/payload/timestamp",schemaPath:"#/properties/payload/properties/timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/payload/timestamp",schemaPath:"#/properties/payload/properties/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data1.bids !== undefined){
let data5 = data1.bids;
if(Array.isArray(data5)){
if(data5.length > 1){
const err18 = {instancePath:instancePath+"/payload/bids",schemaPath:"#/properties/payload/properties/bids/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.price === undefined){
const err19 = {instancePath:instancePath+"/payload/bids/" + i0,schemaPath:"#/properties/payload/properties/bids/items/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6.amount === undefined){
const err20 = {instancePath:instancePath+"/payload/bids/" + i0,schemaPath:"#/properties/payload/properties/bids/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data6.price !== undefined){
let data7 = data6.price;
if(typeof data7 === "string"){
if(func2(data7) > 64){
const err21 = {instancePath:instancePath+"/payload/bids/" + i0+"/price",schemaPath:"#/properties/payload/properties/bids/items/properties/price/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern3.test(data7)){
const err22 = {instancePath:instancePath+"/payload/bids/" + i0+"/price",schemaPath:"#/properties/payload/properties/bids/items/properties/price/pattern",keyword:"pattern",params:{pattern: "^[0-9]*\\.?[0-9]+$"},message:"must match pattern \""+"^[0-9]*\\.?[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/payload/bids/" + i0+"/price",schemaPath:"#/properties/payload/properties/bids/items/properties/price/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data6.amount !== undefined){
let data8 = data6.amount;
if(typeof data8 === "string"){
if(func2(data8) > 64){
const err24 = {instancePath:instancePath+"/payload/bids/" + i0+"/amount",schemaPath:"#/properties/payload/properties/bids/items/properties/amount/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern3.test(data8)){
const err25 = {instancePath:instancePath+"/payload/bids/" + i0+"/amount",schemaPath:"#/properties/payload/properties/bids/items/properties/amount/pattern",keyword:"pattern",params:{pattern: "^[0-9]*\\.?[0-9]+$"},message:"must match pattern \""+"^[0-9]*\\.?[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/payload/bids/" + i0+"/amount",schemaPath:"#/properties/payload/properties/bids/items/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/payload/bids/" + i0,schemaPath:"#/properties/payload/properties/bids/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/payload/bids",schemaPath:"#/properties/payload/properties/bids/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data1.asks !== undefined){
let data9 = data1.asks;
if(Array.isArray(data9)){
if(data9.length > 1){
const err29 = {instancePath:instancePath+"/payload/asks",schemaPath:"#/properties/payload/properties/asks/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.price === undefined){
const err30 = {instancePath:instancePath+"/payload/asks/" + i1,schemaPath:"#/properties/payload/properties/asks/items/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data10.amount === undefined){
const err31 = {instancePath:instancePath+"/payload/asks/" + i1,schemaPath:"#/properties/payload/properties/asks/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data10.price !== undefined){
let data11 = data10.price;
if(typeof data11 === "string"){
if(func2(data11) > 64){
const err32 = {instancePath:instancePath+"/payload/asks/" + i1+"/price",schemaPath:"#/properties/payload/properties/asks/items/properties/price/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern3.test(data11)){
const err33 = {instancePath:instancePath+"/payload/asks/" + i1+"/price",schemaPath:"#/properties/payload/properties/asks/items/properties/price/pattern",keyword:"pattern",params:{pattern: "^[0-9]*\\.?[0-9]+$"},message:"must match pattern \""+"^[0-9]*\\.?[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/payload/asks/" + i1+"/price",schemaPath:"#/properties/payload/properties/asks/items/properties/price/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data10.amount !== undefined){
let data12 = data10.amount;
if(typeof data12 === "string"){
if(func2(data12) > 64){
const err35 = {instancePath:instancePath+"/payload/asks/" + i1+"/amount",schemaPath:"#/properties/payload/properties/asks/items/properties/amount/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!pattern3.test(data12)){
const err36 = {instancePath:instancePath+"/payload/asks/" + i1+"/amount",schemaPath:"#/properties/payload/properties/asks/items/properties/amount/pattern",keyword:"pattern",params:{pattern: "^[0-9]*\\.?[0-9]+$"},message:"must match pattern \""+"^[0-9]*\\.?[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/payload/asks/" + i1+"/amount",schemaPath:"#/properties/payload/properties/asks/items/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/payload/asks/" + i1,schemaPath:"#/properties/payload/properties/asks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/payload/asks",schemaPath:"#/properties/payload/properties/asks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

const schema16 = {"title":"ExecutionDataEvent","type":"object","required":["channel","payload"],"properties":{"channel":{"title":"ExecutionDataChannel","type":"string","enum":["execution_data"],"x-extensible-enum":false},"payload":{"title":"ExecutionDataPayload","type":"object","required":["market","price","amount","executed_at"],"properties":{"market":{"title":"MarketSymbol","type":"string","maxLength":20,"pattern":"^[A-Z0-9]{2,20}$","description":"Market symbol, base asset followed by quote asset, upper case; 2 to 20 characters.","examples":["BTCUSD"]},"price":{"title":"Decimal","type":"string","maxLength":64,"pattern":"^[0-9]*\\.?[0-9]+$","description":"Non-negative decimal number as a string, never a JSON number; at most 64 characters.","examples":["64010.50","0"]},"amount":{"title":"Decimal","type":"string","maxLength":64,"pattern":"^[0-9]*\\.?[0-9]+$","description":"Non-negative decimal number as a string, never a JSON number; at most 64 characters.","examples":["64010.50","0"]},"executed_at":{"title":"DateTime","type":"string","format":"date-time","maxLength":64,"description":"RFC 3339 date-time; the precision is not fixed; at most 64 characters.","examples":["2025-03-14T15:09:27.004Z"]}},"description":"One trade execution."}},"description":"Event of the `execution_data` channel."};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.channel === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channel"},message:"must have required property '"+"channel"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.payload === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payload"},message:"must have required property '"+"payload"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.channel !== undefined){
let data0 = data.channel;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data0 === "execution_data")){
const err3 = {instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/enum",keyword:"enum",params:{allowedValues: schema16.properties.channel.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.payload !== undefined){
let data1 = data.payload;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.market === undefined){
const err4 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/required",keyword:"required",params:{missingProperty: "market"},message:"must have required property '"+"market"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.price === undefined){
const err5 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.amount === undefined){
const err6 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.executed_at === undefined){
const err7 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/required",keyword:"required",params:{missingProperty: "executed_at"},message:"must have required property '"+"executed_at"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.market !== undefined){
let data2 = data1.market;
if(typeof data2 === "string"){
if(func2(data2) > 20){
const err8 = {instancePath:instancePath+"/payload/market",schemaPath:"#/properties/payload/properties/market/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern0.test(data2)){
const err9 = {instancePath:instancePath+"/payload/market",schemaPath:"#/properties/payload/properties/market/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{2,20}$"},message:"must match pattern \""+"^[A-Z0-9]{2,20}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/payload/market",schemaPath:"#/properties/payload/properties/market/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.price !== undefined){
let data3 = data1.price;
if(typeof data3 === "string"){
if(func2(data3) > 64){
const err11 = {instancePath:instancePath+"/payload/price",schemaPath:"#/properties/payload/properties/price/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern3.test(data3)){
const err12 = {instancePath:instancePath+"/payload/price",schemaPath:"#/properties/payload/properties/price/pattern",keyword:"pattern",params:{pattern: "^[0-9]*\\.?[0-9]+$"},message:"must match pattern \""+"^[0-9]*\\.?[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/payload/price",schemaPath:"#/properties/payload/properties/price/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.amount !== undefined){
let data4 = data1.amount;
if(typeof data4 === "string"){
if(func2(data4) > 64){
const err14 = {instancePath:instancePath+"/payload/amount",schemaPath:"#/properties/payload/properties/amount/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern3.test(data4)){
const err15 = {instancePath:instancePath+"/payload/amount",schemaPath:"#/properties/payload/properties/amount/pattern",keyword:"pattern",params:{pattern: "^[0-9]*\\.?[0-9]+$"},message:"must match pattern \""+"^[0-9]*\\.?[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/payload/amount",schemaPath:"#/properties/payload/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.executed_at !== undefined){
let data5 = data1.executed_at;
if(typeof data5 === "string"){
if(func2(data5) > 64){
const err17 = {instancePath:instancePath+"/payload/executed_at",schemaPath:"#/properties/payload/properties/executed_at/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(formats8.validate(data5))){
const err18 = {instancePath:instancePath+"/payload/executed_at",schemaPath:"#/properties/payload/properties/executed_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/payload/executed_at",schemaPath:"#/properties/payload/properties/executed_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

const schema17 = {"title":"HeartbeatEvent","type":"object","required":["channel","payload"],"properties":{"channel":{"title":"HeartbeatChannel","type":"string","enum":["heartbeat"],"x-extensible-enum":false},"payload":{"title":"HeartbeatPayload","type":"object","required":["timestamp"],"properties":{"timestamp":{"title":"TimestampNanos","type":"string","format":"date-time","maxLength":64,"pattern":"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{9}(Z|[+-]\\d{2}:\\d{2})$","description":"RFC 3339 date-time with nanosecond precision (exactly nine fractional digits); at most 64 characters.","examples":["2025-03-14T15:09:26.535123456Z"]}},"description":"Heartbeat content."}},"description":"Event of the `heartbeat` channel."};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.channel === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channel"},message:"must have required property '"+"channel"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.payload === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payload"},message:"must have required property '"+"payload"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.channel !== undefined){
let data0 = data.channel;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data0 === "heartbeat")){
const err3 = {instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/enum",keyword:"enum",params:{allowedValues: schema17.properties.channel.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.payload !== undefined){
let data1 = data.payload;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.timestamp === undefined){
const err4 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.timestamp !== undefined){
let data2 = data1.timestamp;
if(typeof data2 === "string"){
if(func2(data2) > 64){
const err5 = {instancePath:instancePath+"/payload/timestamp",schemaPath:"#/properties/payload/properties/timestamp/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern8.test(data2)){
const err6 = {instancePath:instancePath+"/payload/timestamp",schemaPath:"#/properties/payload/properties/timestamp/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{9}(Z|[+-]\\d{2}:\\d{2})$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{9}(Z|[+-]\\d{2}:\\d{2})$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(formats8.validate(data2))){
const err7 = {instancePath:instancePath+"/payload/timestamp",schemaPath:"#/properties/payload/properties/timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/payload/timestamp",schemaPath:"#/properties/payload/properties/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

const schema18 = {"title":"ErrorMessage","type":"object","required":["type","error","message"],"properties":{"type":{"title":"ErrorType","type":"string","enum":["error"],"x-extensible-enum":false},"error":{"title":"ErrorCode","type":"string","x-extensible-enum":true,"description":"WebSocket error code. **Extensible** (`x-extensible-enum`): these are rejection reasons,\nlike the REST problem types, and new ones may be added without a major version; treat an\nunknown code as a failure of the request it answers (a default branch).\n- `UNKNOWN_ACTION`: the request `type` is not recognized.\n- `INTERNAL_SERVER_ERROR`: unexpected server error.\n- `MALFORMED_REQUEST`: the request JSON is invalid or cannot be parsed.\n- `NO_EFFECT_ACTION`: the action would change nothing, for example a duplicate subscription\n  or unsubscribing from a channel that is not subscribed.\n- `UNKNOWN_CHANNEL`: the channel type is not recognized.\n- `UNKNOWN_CHANNEL_PARAMS_CONFIGURATION`: channel parameters are invalid or missing.\n- `TOO_MANY_REQUESTS`: the connection sent frames faster than its request rate; the\n  server closes it with 1008 right after.\n"},"message":{"title":"ErrorMessageText","type":"string","maxLength":1024,"description":"Human-readable explanation, at most 1024 characters (what it quotes of the request is cut short). Not stable; rely on `error`."}},"description":"Reply to a frame that cannot be tied to a request (malformed JSON, unknown `type`), or to the frame that exceeds the connection's request rate."};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.error === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.message === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data0 === "error")){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema18.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.error !== undefined){
if(typeof data.error !== "string"){
const err5 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.message !== undefined){
let data2 = data.message;
if(typeof data2 === "string"){
if(func2(data2) > 1024){
const err6 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

// ajv/dist/runtime/ucs2length, inlined: the length of a string in Unicode code points.
function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
}

/** Each server message's payload schema as the evolution rules allow it to grow, compiled, by message name. */
export const readers: Readonly<Record<ServerMessageName, MessageValidator>> = {
  subscribeResponse: validate10,
  unsubscribeResponse: validate11,
  subscriptionListResponse: validate12,
  marketData: validate13,
  topOfBook: validate14,
  executionData: validate15,
  heartbeat: validate16,
  error: validate17,
};
