// Generated from test/fixtures/asyncapi.json by `pnpm generate` (dap-codegen stream-models).
// Do not edit: change the spec or tools/codegen, then regenerate.

// @ts-nocheck: ajv's standalone JavaScript; the exports at the end are typed.
import type { ServerMessageName } from './models.js';
import { fullFormats } from "ajv-formats/dist/formats.js";
import type { MessageValidator } from './validators.js';

const schema11 = {"title":"PongReply","type":"object","required":["type","sent_at"],"properties":{"type":{"title":"PongType","type":"string","const":"ping"},"sent_at":{"title":"SentAt","type":"string","format":"date-time"}}};
const formats0 = fullFormats["date-time"];

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
if(data.sent_at === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sent_at"},message:"must have required property '"+"sent_at"+"'"};
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
if("ping" !== data0){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "ping"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.sent_at !== undefined){
let data1 = data.sent_at;
if(typeof data1 === "string"){
if(!(formats0.validate(data1))){
const err4 = {instancePath:instancePath+"/sent_at",schemaPath:"#/properties/sent_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/sent_at",schemaPath:"#/properties/sent_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

const schema12 = {"title":"TickEvent","type":"object","required":["channel","payload"],"properties":{"channel":{"title":"TickChannel","type":"string","enum":["tick"],"x-extensible-enum":false},"payload":{"title":"TickPayload","type":"object","required":["price"],"properties":{"price":{"title":"Decimal","type":"string","pattern":"^[0-9]*\\.?[0-9]+$","description":"A decimal as a string; never */ a JSON number.","examples":["1.50"]},"side":{"title":"TickSide","type":"string","enum":["BUY","SELL"],"x-extensible-enum":false},"extras":{"title":"TickExtras","type":"object","additionalProperties":true,"properties":{"venue":{"title":"Venue","type":"string"}}}}}}};
const pattern0 = new RegExp("^[0-9]*\\.?[0-9]+$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
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
if(!(data0 === "tick")){
const err3 = {instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/enum",keyword:"enum",params:{allowedValues: schema12.properties.channel.enum},message:"must be equal to one of the allowed values"};
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
if(data1.price === undefined){
const err4 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.price !== undefined){
let data2 = data1.price;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err5 = {instancePath:instancePath+"/payload/price",schemaPath:"#/properties/payload/properties/price/pattern",keyword:"pattern",params:{pattern: "^[0-9]*\\.?[0-9]+$"},message:"must match pattern \""+"^[0-9]*\\.?[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/payload/price",schemaPath:"#/properties/payload/properties/price/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.side !== undefined){
let data3 = data1.side;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/payload/side",schemaPath:"#/properties/payload/properties/side/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data3 === "BUY") || (data3 === "SELL"))){
const err8 = {instancePath:instancePath+"/payload/side",schemaPath:"#/properties/payload/properties/side/enum",keyword:"enum",params:{allowedValues: schema12.properties.payload.properties.side.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.extras !== undefined){
let data4 = data1.extras;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.venue !== undefined){
if(typeof data4.venue !== "string"){
const err9 = {instancePath:instancePath+"/payload/extras/venue",schemaPath:"#/properties/payload/properties/extras/properties/venue/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath:instancePath+"/payload/extras",schemaPath:"#/properties/payload/properties/extras/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

const schema13 = {"title":"FailureMessage","type":"object","required":["type","code"],"properties":{"type":{"title":"FailureType","type":"string","enum":["failure"]},"code":{"title":"FailureCode","type":"string","x-extensible-enum":true}}};

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
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
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
if(!(data0 === "failure")){
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
if(data.code !== undefined){
if(typeof data.code !== "string"){
const err4 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

/** Each server message's payload schema as the evolution rules allow it to grow, compiled, by message name. */
export const readers: Readonly<Record<ServerMessageName, MessageValidator>> = {
  pongReply: validate10,
  tick: validate11,
  failure: validate12,
};
