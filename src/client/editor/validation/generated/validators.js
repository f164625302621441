// Generated from schemas/widgets/ and schemas/layout/middleware.schema.json by scripts/generate-validators.ts. Do not edit.
import { ucs2length } from "../runtime";
export const validateAnnouncements = validate21;
const schema6 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/announcements.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none","category/name"],"default":"static"},"title":{"type":"string","maxLength":200,"default":"Announcements"},"subtitle":{"type":"string","maxLength":200,"default":""},"descriptionType":{"type":"string","enum":["static","none","siteSection/description","category/description"],"default":"none"},"description":{"type":"string","maxLength":1000,"default":""},"apiParams":{"type":"object","additionalProperties":false,"properties":{"filter":{"type":"string","enum":["none","category"],"default":"none"},"categoryID":{"type":"integer","minimum":1},"includeChildCategories":{"type":"boolean","default":true},"sort":{"type":"string","enum":["-dateLastComment","-dateInserted","-score","-hot","dateInserted"],"default":"-dateLastComment"},"limit":{"type":"integer","minimum":1,"maximum":100,"default":10}},"default":{}},"discussionOptions":{"type":"object","additionalProperties":false,"default":{},"properties":{"excerpt":{"type":"object","additionalProperties":false,"properties":{"display":{"type":"boolean","default":true}},"default":{}},"metas":{"allOf":[{"$ref":"common/discussion-meta-options.schema.json"}],"default":{}}}},"containerOptions":{"$ref":"common/container-options.schema.json"}}};
const func2 = ucs2length;
const schema7 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/common/discussion-meta-options.schema.json","type":"object","additionalProperties":false,"properties":{"asIcons":{"type":"boolean","default":false},"display":{"type":"object","additionalProperties":false,"default":{},"properties":{"category":{"type":"boolean","default":true},"startedByUser":{"type":"boolean","default":true},"lastUser":{"type":"boolean","default":true},"lastCommentDate":{"type":"boolean","default":true},"viewCount":{"type":"boolean","default":true},"commentCount":{"type":"boolean","default":true},"score":{"type":"boolean","default":true},"userTags":{"type":"boolean","default":true},"unreadCount":{"type":"boolean","default":true}}}}};
const func5 = Object.prototype.hasOwnProperty;

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/common/discussion-meta-options.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.asIcons === undefined){
data.asIcons = false;
}
if(data.display === undefined){
data.display = {};
}
for(const key0 in data){
if(!((key0 === "asIcons") || (key0 === "display"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(typeof data.asIcons !== "boolean"){
const err1 = {instancePath:instancePath+"/asIcons",schemaPath:"#/properties/asIcons/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
let data1 = data.display;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.category === undefined){
data1.category = true;
}
if(data1.startedByUser === undefined){
data1.startedByUser = true;
}
if(data1.lastUser === undefined){
data1.lastUser = true;
}
if(data1.lastCommentDate === undefined){
data1.lastCommentDate = true;
}
if(data1.viewCount === undefined){
data1.viewCount = true;
}
if(data1.commentCount === undefined){
data1.commentCount = true;
}
if(data1.score === undefined){
data1.score = true;
}
if(data1.userTags === undefined){
data1.userTags = true;
}
if(data1.unreadCount === undefined){
data1.unreadCount = true;
}
for(const key1 in data1){
if(!(func5.call(schema7.properties.display.properties, key1))){
const err2 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(typeof data1.category !== "boolean"){
const err3 = {instancePath:instancePath+"/display/category",schemaPath:"#/properties/display/properties/category/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data1.startedByUser !== "boolean"){
const err4 = {instancePath:instancePath+"/display/startedByUser",schemaPath:"#/properties/display/properties/startedByUser/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data1.lastUser !== "boolean"){
const err5 = {instancePath:instancePath+"/display/lastUser",schemaPath:"#/properties/display/properties/lastUser/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1.lastCommentDate !== "boolean"){
const err6 = {instancePath:instancePath+"/display/lastCommentDate",schemaPath:"#/properties/display/properties/lastCommentDate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data1.viewCount !== "boolean"){
const err7 = {instancePath:instancePath+"/display/viewCount",schemaPath:"#/properties/display/properties/viewCount/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1.commentCount !== "boolean"){
const err8 = {instancePath:instancePath+"/display/commentCount",schemaPath:"#/properties/display/properties/commentCount/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data1.score !== "boolean"){
const err9 = {instancePath:instancePath+"/display/score",schemaPath:"#/properties/display/properties/score/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data1.userTags !== "boolean"){
const err10 = {instancePath:instancePath+"/display/userTags",schemaPath:"#/properties/display/properties/userTags/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data1.unreadCount !== "boolean"){
const err11 = {instancePath:instancePath+"/display/unreadCount",schemaPath:"#/properties/display/properties/unreadCount/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err12 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}

const schema8 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/common/container-options.schema.json","type":"object","additionalProperties":false,"properties":{"outerBackground":{"$ref":"background.schema.json"},"innerBackground":{"$ref":"background.schema.json"},"borderType":{"type":"string","enum":["none","border","separator","shadow"],"default":"none"},"headerAlignment":{"type":"string","enum":["left","center"],"default":"left"},"visualBackgroundType":{"type":"string","enum":["inner","outer"]},"displayType":{"type":"string","enum":["list","grid","carousel","link"]},"maxColumnCount":{"type":"integer","minimum":1,"maximum":5},"contentAlignment":{"type":"string","enum":["flex-start","center","flex-end","space-around"]},"maxWidth":{"type":"integer","minimum":200,"maximum":4000},"viewAll":{"type":"object","additionalProperties":false,"properties":{"showViewAll":{"type":"boolean"},"to":{"type":"string"},"name":{"type":"string","default":"View All"},"position":{"type":"string","enum":["top","bottom"],"default":"bottom"}}},"isGrid":{"type":"boolean","deprecated":true,"deprecationMessage":"Use displayType \"grid\"."},"isCarousel":{"type":"boolean","deprecated":true,"deprecationMessage":"Use displayType \"carousel\"."}}};
const schema9 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/common/background.schema.json","type":"object","additionalProperties":false,"properties":{"color":{"type":"string"},"image":{"type":"string"},"position":{"type":"string"},"size":{"type":"string","enum":["cover","contain","auto"]},"repeat":{"type":"string","enum":["no-repeat","repeat","repeat-x","repeat-y"]},"attachment":{"type":"string","enum":["scroll","fixed","local"]},"useOverlay":{"type":"boolean"}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/common/background.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((((key0 === "color") || (key0 === "image")) || (key0 === "position")) || (key0 === "size")) || (key0 === "repeat")) || (key0 === "attachment")) || (key0 === "useOverlay"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.color !== undefined){
if(typeof data.color !== "string"){
const err1 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.image !== undefined){
if(typeof data.image !== "string"){
const err2 = {instancePath:instancePath+"/image",schemaPath:"#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.position !== undefined){
if(typeof data.position !== "string"){
const err3 = {instancePath:instancePath+"/position",schemaPath:"#/properties/position/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.size !== undefined){
let data3 = data.size;
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((data3 === "cover") || (data3 === "contain")) || (data3 === "auto"))){
const err5 = {instancePath:instancePath+"/size",schemaPath:"#/properties/size/enum",keyword:"enum",params:{allowedValues: schema9.properties.size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.repeat !== undefined){
let data4 = data.repeat;
if(typeof data4 !== "string"){
const err6 = {instancePath:instancePath+"/repeat",schemaPath:"#/properties/repeat/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((((data4 === "no-repeat") || (data4 === "repeat")) || (data4 === "repeat-x")) || (data4 === "repeat-y"))){
const err7 = {instancePath:instancePath+"/repeat",schemaPath:"#/properties/repeat/enum",keyword:"enum",params:{allowedValues: schema9.properties.repeat.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.attachment !== undefined){
let data5 = data.attachment;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/attachment",schemaPath:"#/properties/attachment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((data5 === "scroll") || (data5 === "fixed")) || (data5 === "local"))){
const err9 = {instancePath:instancePath+"/attachment",schemaPath:"#/properties/attachment/enum",keyword:"enum",params:{allowedValues: schema9.properties.attachment.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.useOverlay !== undefined){
if(typeof data.useOverlay !== "boolean"){
const err10 = {instancePath:instancePath+"/useOverlay",schemaPath:"#/properties/useOverlay/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}


function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/common/container-options.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.borderType === undefined){
data.borderType = "none";
}
if(data.headerAlignment === undefined){
data.headerAlignment = "left";
}
for(const key0 in data){
if(!(func5.call(schema8.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.outerBackground !== undefined){
if(!(validate25(data.outerBackground, {instancePath:instancePath+"/outerBackground",parentData:data,parentDataProperty:"outerBackground",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data.innerBackground !== undefined){
if(!(validate25(data.innerBackground, {instancePath:instancePath+"/innerBackground",parentData:data,parentDataProperty:"innerBackground",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
let data2 = data.borderType;
if(typeof data2 !== "string"){
const err1 = {instancePath:instancePath+"/borderType",schemaPath:"#/properties/borderType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((((data2 === "none") || (data2 === "border")) || (data2 === "separator")) || (data2 === "shadow"))){
const err2 = {instancePath:instancePath+"/borderType",schemaPath:"#/properties/borderType/enum",keyword:"enum",params:{allowedValues: schema8.properties.borderType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data3 = data.headerAlignment;
if(typeof data3 !== "string"){
const err3 = {instancePath:instancePath+"/headerAlignment",schemaPath:"#/properties/headerAlignment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((data3 === "left") || (data3 === "center"))){
const err4 = {instancePath:instancePath+"/headerAlignment",schemaPath:"#/properties/headerAlignment/enum",keyword:"enum",params:{allowedValues: schema8.properties.headerAlignment.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.visualBackgroundType !== undefined){
let data4 = data.visualBackgroundType;
if(typeof data4 !== "string"){
const err5 = {instancePath:instancePath+"/visualBackgroundType",schemaPath:"#/properties/visualBackgroundType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data4 === "inner") || (data4 === "outer"))){
const err6 = {instancePath:instancePath+"/visualBackgroundType",schemaPath:"#/properties/visualBackgroundType/enum",keyword:"enum",params:{allowedValues: schema8.properties.visualBackgroundType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.displayType !== undefined){
let data5 = data.displayType;
if(typeof data5 !== "string"){
const err7 = {instancePath:instancePath+"/displayType",schemaPath:"#/properties/displayType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((data5 === "list") || (data5 === "grid")) || (data5 === "carousel")) || (data5 === "link"))){
const err8 = {instancePath:instancePath+"/displayType",schemaPath:"#/properties/displayType/enum",keyword:"enum",params:{allowedValues: schema8.properties.displayType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.maxColumnCount !== undefined){
let data6 = data.maxColumnCount;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err9 = {instancePath:instancePath+"/maxColumnCount",schemaPath:"#/properties/maxColumnCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 5 || isNaN(data6)){
const err10 = {instancePath:instancePath+"/maxColumnCount",schemaPath:"#/properties/maxColumnCount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err11 = {instancePath:instancePath+"/maxColumnCount",schemaPath:"#/properties/maxColumnCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.contentAlignment !== undefined){
let data7 = data.contentAlignment;
if(typeof data7 !== "string"){
const err12 = {instancePath:instancePath+"/contentAlignment",schemaPath:"#/properties/contentAlignment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((((data7 === "flex-start") || (data7 === "center")) || (data7 === "flex-end")) || (data7 === "space-around"))){
const err13 = {instancePath:instancePath+"/contentAlignment",schemaPath:"#/properties/contentAlignment/enum",keyword:"enum",params:{allowedValues: schema8.properties.contentAlignment.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.maxWidth !== undefined){
let data8 = data.maxWidth;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err14 = {instancePath:instancePath+"/maxWidth",schemaPath:"#/properties/maxWidth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 4000 || isNaN(data8)){
const err15 = {instancePath:instancePath+"/maxWidth",schemaPath:"#/properties/maxWidth/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4000},message:"must be <= 4000"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data8 < 200 || isNaN(data8)){
const err16 = {instancePath:instancePath+"/maxWidth",schemaPath:"#/properties/maxWidth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 200},message:"must be >= 200"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.viewAll !== undefined){
let data9 = data.viewAll;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.name === undefined){
data9.name = "View All";
}
if(data9.position === undefined){
data9.position = "bottom";
}
for(const key1 in data9){
if(!((((key1 === "showViewAll") || (key1 === "to")) || (key1 === "name")) || (key1 === "position"))){
const err17 = {instancePath:instancePath+"/viewAll",schemaPath:"#/properties/viewAll/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data9.showViewAll !== undefined){
if(typeof data9.showViewAll !== "boolean"){
const err18 = {instancePath:instancePath+"/viewAll/showViewAll",schemaPath:"#/properties/viewAll/properties/showViewAll/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data9.to !== undefined){
if(typeof data9.to !== "string"){
const err19 = {instancePath:instancePath+"/viewAll/to",schemaPath:"#/properties/viewAll/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(typeof data9.name !== "string"){
const err20 = {instancePath:instancePath+"/viewAll/name",schemaPath:"#/properties/viewAll/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
let data13 = data9.position;
if(typeof data13 !== "string"){
const err21 = {instancePath:instancePath+"/viewAll/position",schemaPath:"#/properties/viewAll/properties/position/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!((data13 === "top") || (data13 === "bottom"))){
const err22 = {instancePath:instancePath+"/viewAll/position",schemaPath:"#/properties/viewAll/properties/position/enum",keyword:"enum",params:{allowedValues: schema8.properties.viewAll.properties.position.enum},message:"must be equal to one of the allowed values"};
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
const err23 = {instancePath:instancePath+"/viewAll",schemaPath:"#/properties/viewAll/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.isGrid !== undefined){
if(typeof data.isGrid !== "boolean"){
const err24 = {instancePath:instancePath+"/isGrid",schemaPath:"#/properties/isGrid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.isCarousel !== undefined){
if(typeof data.isCarousel !== "boolean"){
const err25 = {instancePath:instancePath+"/isCarousel",schemaPath:"#/properties/isCarousel/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/announcements.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "Announcements";
}
if(data.subtitle === undefined){
data.subtitle = "";
}
if(data.descriptionType === undefined){
data.descriptionType = "none";
}
if(data.description === undefined){
data.description = "";
}
if(data.apiParams === undefined){
data.apiParams = {};
}
if(data.discussionOptions === undefined){
data.discussionOptions = {};
}
for(const key0 in data){
if(!((((((((key0 === "titleType") || (key0 === "title")) || (key0 === "subtitle")) || (key0 === "descriptionType")) || (key0 === "description")) || (key0 === "apiParams")) || (key0 === "discussionOptions")) || (key0 === "containerOptions"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data0 === "static") || (data0 === "none")) || (data0 === "category/name"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema6.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.descriptionType;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((data3 === "static") || (data3 === "none")) || (data3 === "siteSection/description")) || (data3 === "category/description"))){
const err8 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema6.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.description;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data5 = data.apiParams;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.filter === undefined){
data5.filter = "none";
}
if(data5.includeChildCategories === undefined){
data5.includeChildCategories = true;
}
if(data5.sort === undefined){
data5.sort = "-dateLastComment";
}
if(data5.limit === undefined){
data5.limit = 10;
}
for(const key1 in data5){
if(!(((((key1 === "filter") || (key1 === "categoryID")) || (key1 === "includeChildCategories")) || (key1 === "sort")) || (key1 === "limit"))){
const err11 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
let data6 = data5.filter;
if(typeof data6 !== "string"){
const err12 = {instancePath:instancePath+"/apiParams/filter",schemaPath:"#/properties/apiParams/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data6 === "none") || (data6 === "category"))){
const err13 = {instancePath:instancePath+"/apiParams/filter",schemaPath:"#/properties/apiParams/properties/filter/enum",keyword:"enum",params:{allowedValues: schema6.properties.apiParams.properties.filter.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.categoryID !== undefined){
let data7 = data5.categoryID;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err14 = {instancePath:instancePath+"/apiParams/categoryID",schemaPath:"#/properties/apiParams/properties/categoryID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 < 1 || isNaN(data7)){
const err15 = {instancePath:instancePath+"/apiParams/categoryID",schemaPath:"#/properties/apiParams/properties/categoryID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(typeof data5.includeChildCategories !== "boolean"){
const err16 = {instancePath:instancePath+"/apiParams/includeChildCategories",schemaPath:"#/properties/apiParams/properties/includeChildCategories/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
let data9 = data5.sort;
if(typeof data9 !== "string"){
const err17 = {instancePath:instancePath+"/apiParams/sort",schemaPath:"#/properties/apiParams/properties/sort/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(((((data9 === "-dateLastComment") || (data9 === "-dateInserted")) || (data9 === "-score")) || (data9 === "-hot")) || (data9 === "dateInserted"))){
const err18 = {instancePath:instancePath+"/apiParams/sort",schemaPath:"#/properties/apiParams/properties/sort/enum",keyword:"enum",params:{allowedValues: schema6.properties.apiParams.properties.sort.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
let data10 = data5.limit;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err19 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 > 100 || isNaN(data10)){
const err20 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data10 < 1 || isNaN(data10)){
const err21 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
let data11 = data.discussionOptions;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.excerpt === undefined){
data11.excerpt = {};
}
if(data11.metas === undefined){
data11.metas = {};
}
for(const key2 in data11){
if(!((key2 === "excerpt") || (key2 === "metas"))){
const err23 = {instancePath:instancePath+"/discussionOptions",schemaPath:"#/properties/discussionOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
let data12 = data11.excerpt;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.display === undefined){
data12.display = true;
}
for(const key3 in data12){
if(!(key3 === "display")){
const err24 = {instancePath:instancePath+"/discussionOptions/excerpt",schemaPath:"#/properties/discussionOptions/properties/excerpt/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(typeof data12.display !== "boolean"){
const err25 = {instancePath:instancePath+"/discussionOptions/excerpt/display",schemaPath:"#/properties/discussionOptions/properties/excerpt/properties/display/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err26 = {instancePath:instancePath+"/discussionOptions/excerpt",schemaPath:"#/properties/discussionOptions/properties/excerpt/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!(validate22(data11.metas, {instancePath:instancePath+"/discussionOptions/metas",parentData:data11,parentDataProperty:"metas",rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
else {
const err27 = {instancePath:instancePath+"/discussionOptions",schemaPath:"#/properties/discussionOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data.containerOptions !== undefined){
if(!(validate24(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}

export const validateAnswerThread = validate29;
const schema10 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/answer-thread.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"none"},"title":{"type":"string","maxLength":200},"subtitle":{"type":"string","maxLength":200},"description":{"type":"string","maxLength":1000},"apiParams":{"type":"object","additionalProperties":false,"default":{},"properties":{"sort":{"type":"string","enum":["dateInserted","-dateInserted","-score","-experimentalTrending"],"default":"dateInserted"},"maxDepth":{"type":"integer","minimum":1,"maximum":5,"default":5},"collapseChildDepth":{"type":"integer","minimum":2,"maximum":5,"default":3},"limit":{"type":"integer","minimum":1,"maximum":100,"default":30}}},"showOPTag":{"type":"boolean","default":true},"tabTitles":{"type":"object","additionalProperties":false,"default":{},"properties":{"all":{"type":"string","maxLength":100,"default":"All Replies"},"accepted":{"type":"string","maxLength":100,"default":"Accepted Answers"},"rejected":{"type":"string","maxLength":100,"default":"Rejected Answers"}}},"authorBadges":{"type":"object","additionalProperties":false,"default":{},"properties":{"display":{"type":"boolean","default":true},"limit":{"type":"integer","minimum":1,"maximum":5,"default":5}}},"containerOptions":{"$ref":"common/container-options-minimal.schema.json"},"isAsset":{"type":"boolean","default":true}}};
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/common/container-options-minimal.schema.json","type":"object","additionalProperties":false,"properties":{"outerBackground":{"$ref":"background.schema.json"},"innerBackground":{"$ref":"background.schema.json"},"borderType":{"type":"string","enum":["none","border","separator","shadow"],"default":"none"},"headerAlignment":{"type":"string","enum":["left","center"],"default":"left"},"visualBackgroundType":{"type":"string","enum":["inner","outer"]}}};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/common/container-options-minimal.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.borderType === undefined){
data.borderType = "none";
}
if(data.headerAlignment === undefined){
data.headerAlignment = "left";
}
for(const key0 in data){
if(!(((((key0 === "outerBackground") || (key0 === "innerBackground")) || (key0 === "borderType")) || (key0 === "headerAlignment")) || (key0 === "visualBackgroundType"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.outerBackground !== undefined){
if(!(validate25(data.outerBackground, {instancePath:instancePath+"/outerBackground",parentData:data,parentDataProperty:"outerBackground",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data.innerBackground !== undefined){
if(!(validate25(data.innerBackground, {instancePath:instancePath+"/innerBackground",parentData:data,parentDataProperty:"innerBackground",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
let data2 = data.borderType;
if(typeof data2 !== "string"){
const err1 = {instancePath:instancePath+"/borderType",schemaPath:"#/properties/borderType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((((data2 === "none") || (data2 === "border")) || (data2 === "separator")) || (data2 === "shadow"))){
const err2 = {instancePath:instancePath+"/borderType",schemaPath:"#/properties/borderType/enum",keyword:"enum",params:{allowedValues: schema11.properties.borderType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data3 = data.headerAlignment;
if(typeof data3 !== "string"){
const err3 = {instancePath:instancePath+"/headerAlignment",schemaPath:"#/properties/headerAlignment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((data3 === "left") || (data3 === "center"))){
const err4 = {instancePath:instancePath+"/headerAlignment",schemaPath:"#/properties/headerAlignment/enum",keyword:"enum",params:{allowedValues: schema11.properties.headerAlignment.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.visualBackgroundType !== undefined){
let data4 = data.visualBackgroundType;
if(typeof data4 !== "string"){
const err5 = {instancePath:instancePath+"/visualBackgroundType",schemaPath:"#/properties/visualBackgroundType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data4 === "inner") || (data4 === "outer"))){
const err6 = {instancePath:instancePath+"/visualBackgroundType",schemaPath:"#/properties/visualBackgroundType/enum",keyword:"enum",params:{allowedValues: schema11.properties.visualBackgroundType.enum},message:"must be equal to one of the allowed values"};
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
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}


function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/answer-thread.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "none";
}
if(data.apiParams === undefined){
data.apiParams = {};
}
if(data.showOPTag === undefined){
data.showOPTag = true;
}
if(data.tabTitles === undefined){
data.tabTitles = {};
}
if(data.authorBadges === undefined){
data.authorBadges = {};
}
if(data.isAsset === undefined){
data.isAsset = true;
}
for(const key0 in data){
if(!(func5.call(schema10.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema10.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.title !== undefined){
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.subtitle !== undefined){
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(typeof data3 === "string"){
if(func2(data3) > 1000){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
let data4 = data.apiParams;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.sort === undefined){
data4.sort = "dateInserted";
}
if(data4.maxDepth === undefined){
data4.maxDepth = 5;
}
if(data4.collapseChildDepth === undefined){
data4.collapseChildDepth = 3;
}
if(data4.limit === undefined){
data4.limit = 30;
}
for(const key1 in data4){
if(!((((key1 === "sort") || (key1 === "maxDepth")) || (key1 === "collapseChildDepth")) || (key1 === "limit"))){
const err9 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
let data5 = data4.sort;
if(typeof data5 !== "string"){
const err10 = {instancePath:instancePath+"/apiParams/sort",schemaPath:"#/properties/apiParams/properties/sort/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((((data5 === "dateInserted") || (data5 === "-dateInserted")) || (data5 === "-score")) || (data5 === "-experimentalTrending"))){
const err11 = {instancePath:instancePath+"/apiParams/sort",schemaPath:"#/properties/apiParams/properties/sort/enum",keyword:"enum",params:{allowedValues: schema10.properties.apiParams.properties.sort.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
let data6 = data4.maxDepth;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err12 = {instancePath:instancePath+"/apiParams/maxDepth",schemaPath:"#/properties/apiParams/properties/maxDepth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 5 || isNaN(data6)){
const err13 = {instancePath:instancePath+"/apiParams/maxDepth",schemaPath:"#/properties/apiParams/properties/maxDepth/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err14 = {instancePath:instancePath+"/apiParams/maxDepth",schemaPath:"#/properties/apiParams/properties/maxDepth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
let data7 = data4.collapseChildDepth;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err15 = {instancePath:instancePath+"/apiParams/collapseChildDepth",schemaPath:"#/properties/apiParams/properties/collapseChildDepth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 5 || isNaN(data7)){
const err16 = {instancePath:instancePath+"/apiParams/collapseChildDepth",schemaPath:"#/properties/apiParams/properties/collapseChildDepth/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data7 < 2 || isNaN(data7)){
const err17 = {instancePath:instancePath+"/apiParams/collapseChildDepth",schemaPath:"#/properties/apiParams/properties/collapseChildDepth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
let data8 = data4.limit;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err18 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 100 || isNaN(data8)){
const err19 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err20 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err21 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data.showOPTag !== "boolean"){
const err22 = {instancePath:instancePath+"/showOPTag",schemaPath:"#/properties/showOPTag/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
let data10 = data.tabTitles;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.all === undefined){
data10.all = "All Replies";
}
if(data10.accepted === undefined){
data10.accepted = "Accepted Answers";
}
if(data10.rejected === undefined){
data10.rejected = "Rejected Answers";
}
for(const key2 in data10){
if(!(((key2 === "all") || (key2 === "accepted")) || (key2 === "rejected"))){
const err23 = {instancePath:instancePath+"/tabTitles",schemaPath:"#/properties/tabTitles/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
let data11 = data10.all;
if(typeof data11 === "string"){
if(func2(data11) > 100){
const err24 = {instancePath:instancePath+"/tabTitles/all",schemaPath:"#/properties/tabTitles/properties/all/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err25 = {instancePath:instancePath+"/tabTitles/all",schemaPath:"#/properties/tabTitles/properties/all/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
let data12 = data10.accepted;
if(typeof data12 === "string"){
if(func2(data12) > 100){
const err26 = {instancePath:instancePath+"/tabTitles/accepted",schemaPath:"#/properties/tabTitles/properties/accepted/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/tabTitles/accepted",schemaPath:"#/properties/tabTitles/properties/accepted/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
let data13 = data10.rejected;
if(typeof data13 === "string"){
if(func2(data13) > 100){
const err28 = {instancePath:instancePath+"/tabTitles/rejected",schemaPath:"#/properties/tabTitles/properties/rejected/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/tabTitles/rejected",schemaPath:"#/properties/tabTitles/properties/rejected/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/tabTitles",schemaPath:"#/properties/tabTitles/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
let data14 = data.authorBadges;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.display === undefined){
data14.display = true;
}
if(data14.limit === undefined){
data14.limit = 5;
}
for(const key3 in data14){
if(!((key3 === "display") || (key3 === "limit"))){
const err31 = {instancePath:instancePath+"/authorBadges",schemaPath:"#/properties/authorBadges/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(typeof data14.display !== "boolean"){
const err32 = {instancePath:instancePath+"/authorBadges/display",schemaPath:"#/properties/authorBadges/properties/display/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
let data16 = data14.limit;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err33 = {instancePath:instancePath+"/authorBadges/limit",schemaPath:"#/properties/authorBadges/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data16 == "number"){
if(data16 > 5 || isNaN(data16)){
const err34 = {instancePath:instancePath+"/authorBadges/limit",schemaPath:"#/properties/authorBadges/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data16 < 1 || isNaN(data16)){
const err35 = {instancePath:instancePath+"/authorBadges/limit",schemaPath:"#/properties/authorBadges/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err36 = {instancePath:instancePath+"/authorBadges",schemaPath:"#/properties/authorBadges/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.containerOptions !== undefined){
if(!(validate30(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(typeof data.isAsset !== "boolean"){
const err37 = {instancePath:instancePath+"/isAsset",schemaPath:"#/properties/isAsset/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}

export const validateAppBanner = validate34;
const schema12 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/app-banner.schema.json","type":"object","additionalProperties":false,"properties":{"searchCategory":{"type":"object","additionalProperties":false,"properties":{"categoryID":{"type":"integer","minimum":1},"name":{"type":"string"}},"required":["categoryID","name"]},"showTitle":{"type":"boolean","default":true},"titleType":{"type":"string","enum":["static","none","siteSection/name","category/name","knowledgeBase/name","knowledgeCategory/name"],"default":"siteSection/name"},"title":{"type":"string","maxLength":200,"default":""},"subtitle":{"type":"string","maxLength":200,"default":""},"descriptionType":{"type":"string","enum":["static","none","siteSection/description","category/description","knowledgeBase/description","knowledgeCategory/description"],"default":"none"},"description":{"type":"string","maxLength":1000,"default":""},"showDescription":{"type":"boolean","default":true},"showSearch":{"type":"boolean","default":true},"searchPlacement":{"type":"string","enum":["middle","bottom"],"default":"middle"},"alignment":{"type":"string","enum":["left","center"],"default":"center"},"textColor":{"type":"string","default":""},"spacing":{"type":"object","additionalProperties":false,"properties":{"top":{"type":"integer","minimum":0,"maximum":400},"bottom":{"type":"integer","minimum":0,"maximum":400}}},"background":{"$ref":"common/banner-background.schema.json"}}};
const schema13 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/common/banner-background.schema.json","type":"object","additionalProperties":false,"properties":{"color":{"$ref":"background.schema.json#/properties/color"},"image":{"$ref":"background.schema.json#/properties/image"},"position":{"$ref":"background.schema.json#/properties/position"},"size":{"$ref":"background.schema.json#/properties/size"},"repeat":{"$ref":"background.schema.json#/properties/repeat"},"attachment":{"$ref":"background.schema.json#/properties/attachment"},"useOverlay":{"$ref":"background.schema.json#/properties/useOverlay"},"imageSource":{"type":"string","enum":["styleGuide","custom","siteSection","category","place","knowledgeBase/bannerImage","knowledgeImage"]}}};
const schema14 = {"type":"string"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}

const schema15 = {"type":"string"};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}

const schema16 = {"type":"string"};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}

const schema17 = {"type":"string","enum":["cover","contain","auto"]};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data === "cover") || (data === "contain")) || (data === "auto"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema17.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}

const schema18 = {"type":"string","enum":["no-repeat","repeat","repeat-x","repeat-y"]};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data === "no-repeat") || (data === "repeat")) || (data === "repeat-x")) || (data === "repeat-y"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema18.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}

const schema19 = {"type":"string","enum":["scroll","fixed","local"]};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((data === "scroll") || (data === "fixed")) || (data === "local"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema19.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}

const schema20 = {"type":"boolean"};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}


function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/common/banner-background.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((((key0 === "color") || (key0 === "image")) || (key0 === "position")) || (key0 === "size")) || (key0 === "repeat")) || (key0 === "attachment")) || (key0 === "useOverlay")) || (key0 === "imageSource"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.color !== undefined){
if(!(validate36(data.color, {instancePath:instancePath+"/color",parentData:data,parentDataProperty:"color",rootData}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
if(data.image !== undefined){
if(!(validate38(data.image, {instancePath:instancePath+"/image",parentData:data,parentDataProperty:"image",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
}
if(data.position !== undefined){
if(!(validate40(data.position, {instancePath:instancePath+"/position",parentData:data,parentDataProperty:"position",rootData}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
if(data.size !== undefined){
if(!(validate42(data.size, {instancePath:instancePath+"/size",parentData:data,parentDataProperty:"size",rootData}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
}
if(data.repeat !== undefined){
if(!(validate44(data.repeat, {instancePath:instancePath+"/repeat",parentData:data,parentDataProperty:"repeat",rootData}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
if(data.attachment !== undefined){
if(!(validate46(data.attachment, {instancePath:instancePath+"/attachment",parentData:data,parentDataProperty:"attachment",rootData}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
if(data.useOverlay !== undefined){
if(!(validate48(data.useOverlay, {instancePath:instancePath+"/useOverlay",parentData:data,parentDataProperty:"useOverlay",rootData}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
}
if(data.imageSource !== undefined){
let data7 = data.imageSource;
if(typeof data7 !== "string"){
const err1 = {instancePath:instancePath+"/imageSource",schemaPath:"#/properties/imageSource/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((((((data7 === "styleGuide") || (data7 === "custom")) || (data7 === "siteSection")) || (data7 === "category")) || (data7 === "place")) || (data7 === "knowledgeBase/bannerImage")) || (data7 === "knowledgeImage"))){
const err2 = {instancePath:instancePath+"/imageSource",schemaPath:"#/properties/imageSource/enum",keyword:"enum",params:{allowedValues: schema13.properties.imageSource.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}


function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/app-banner.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.showTitle === undefined){
data.showTitle = true;
}
if(data.titleType === undefined){
data.titleType = "siteSection/name";
}
if(data.title === undefined){
data.title = "";
}
if(data.subtitle === undefined){
data.subtitle = "";
}
if(data.descriptionType === undefined){
data.descriptionType = "none";
}
if(data.description === undefined){
data.description = "";
}
if(data.showDescription === undefined){
data.showDescription = true;
}
if(data.showSearch === undefined){
data.showSearch = true;
}
if(data.searchPlacement === undefined){
data.searchPlacement = "middle";
}
if(data.alignment === undefined){
data.alignment = "center";
}
if(data.textColor === undefined){
data.textColor = "";
}
for(const key0 in data){
if(!(func5.call(schema12.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.searchCategory !== undefined){
let data0 = data.searchCategory;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.categoryID === undefined){
const err1 = {instancePath:instancePath+"/searchCategory",schemaPath:"#/properties/searchCategory/required",keyword:"required",params:{missingProperty: "categoryID"},message:"must have required property '"+"categoryID"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.name === undefined){
const err2 = {instancePath:instancePath+"/searchCategory",schemaPath:"#/properties/searchCategory/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "categoryID") || (key1 === "name"))){
const err3 = {instancePath:instancePath+"/searchCategory",schemaPath:"#/properties/searchCategory/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.categoryID !== undefined){
let data1 = data0.categoryID;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err4 = {instancePath:instancePath+"/searchCategory/categoryID",schemaPath:"#/properties/searchCategory/properties/categoryID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 < 1 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/searchCategory/categoryID",schemaPath:"#/properties/searchCategory/properties/categoryID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data0.name !== undefined){
if(typeof data0.name !== "string"){
const err6 = {instancePath:instancePath+"/searchCategory/name",schemaPath:"#/properties/searchCategory/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err7 = {instancePath:instancePath+"/searchCategory",schemaPath:"#/properties/searchCategory/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(typeof data.showTitle !== "boolean"){
const err8 = {instancePath:instancePath+"/showTitle",schemaPath:"#/properties/showTitle/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.titleType;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((((((data4 === "static") || (data4 === "none")) || (data4 === "siteSection/name")) || (data4 === "category/name")) || (data4 === "knowledgeBase/name")) || (data4 === "knowledgeCategory/name"))){
const err10 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema12.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data5 = data.title;
if(typeof data5 === "string"){
if(func2(data5) > 200){
const err11 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err12 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
let data6 = data.subtitle;
if(typeof data6 === "string"){
if(func2(data6) > 200){
const err13 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err14 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
let data7 = data.descriptionType;
if(typeof data7 !== "string"){
const err15 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((((((data7 === "static") || (data7 === "none")) || (data7 === "siteSection/description")) || (data7 === "category/description")) || (data7 === "knowledgeBase/description")) || (data7 === "knowledgeCategory/description"))){
const err16 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema12.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
let data8 = data.description;
if(typeof data8 === "string"){
if(func2(data8) > 1000){
const err17 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data.showDescription !== "boolean"){
const err19 = {instancePath:instancePath+"/showDescription",schemaPath:"#/properties/showDescription/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data.showSearch !== "boolean"){
const err20 = {instancePath:instancePath+"/showSearch",schemaPath:"#/properties/showSearch/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
let data11 = data.searchPlacement;
if(typeof data11 !== "string"){
const err21 = {instancePath:instancePath+"/searchPlacement",schemaPath:"#/properties/searchPlacement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!((data11 === "middle") || (data11 === "bottom"))){
const err22 = {instancePath:instancePath+"/searchPlacement",schemaPath:"#/properties/searchPlacement/enum",keyword:"enum",params:{allowedValues: schema12.properties.searchPlacement.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
let data12 = data.alignment;
if(typeof data12 !== "string"){
const err23 = {instancePath:instancePath+"/alignment",schemaPath:"#/properties/alignment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!((data12 === "left") || (data12 === "center"))){
const err24 = {instancePath:instancePath+"/alignment",schemaPath:"#/properties/alignment/enum",keyword:"enum",params:{allowedValues: schema12.properties.alignment.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data.textColor !== "string"){
const err25 = {instancePath:instancePath+"/textColor",schemaPath:"#/properties/textColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.spacing !== undefined){
let data14 = data.spacing;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
for(const key2 in data14){
if(!((key2 === "top") || (key2 === "bottom"))){
const err26 = {instancePath:instancePath+"/spacing",schemaPath:"#/properties/spacing/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data14.top !== undefined){
let data15 = data14.top;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
const err27 = {instancePath:instancePath+"/spacing/top",schemaPath:"#/properties/spacing/properties/top/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data15 == "number"){
if(data15 > 400 || isNaN(data15)){
const err28 = {instancePath:instancePath+"/spacing/top",schemaPath:"#/properties/spacing/properties/top/maximum",keyword:"maximum",params:{comparison: "<=", limit: 400},message:"must be <= 400"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err29 = {instancePath:instancePath+"/spacing/top",schemaPath:"#/properties/spacing/properties/top/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data14.bottom !== undefined){
let data16 = data14.bottom;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err30 = {instancePath:instancePath+"/spacing/bottom",schemaPath:"#/properties/spacing/properties/bottom/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(typeof data16 == "number"){
if(data16 > 400 || isNaN(data16)){
const err31 = {instancePath:instancePath+"/spacing/bottom",schemaPath:"#/properties/spacing/properties/bottom/maximum",keyword:"maximum",params:{comparison: "<=", limit: 400},message:"must be <= 400"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err32 = {instancePath:instancePath+"/spacing/bottom",schemaPath:"#/properties/spacing/properties/bottom/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
}
else {
const err33 = {instancePath:instancePath+"/spacing",schemaPath:"#/properties/spacing/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.background !== undefined){
if(!(validate35(data.background, {instancePath:instancePath+"/background",parentData:data,parentDataProperty:"background",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}

export const validateArticleReactions = validate51;
const schema21 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/article-reactions.schema.json","type":"object","additionalProperties":false,"properties":{"title":{"type":"string","maxLength":200,"default":"Was this helpful?"},"showCounts":{"type":"boolean","default":true},"containerOptions":{"$ref":"common/container-options-minimal.schema.json"},"isAsset":{"type":"boolean","default":true}}};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/article-reactions.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
data.title = "Was this helpful?";
}
if(data.showCounts === undefined){
data.showCounts = true;
}
if(data.isAsset === undefined){
data.isAsset = true;
}
for(const key0 in data){
if(!((((key0 === "title") || (key0 === "showCounts")) || (key0 === "containerOptions")) || (key0 === "isAsset"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.title;
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err1 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data.showCounts !== "boolean"){
const err3 = {instancePath:instancePath+"/showCounts",schemaPath:"#/properties/showCounts/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.containerOptions !== undefined){
if(!(validate30(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(typeof data.isAsset !== "boolean"){
const err4 = {instancePath:instancePath+"/isAsset",schemaPath:"#/properties/isAsset/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}

export const validateArticleRelatedArticles = validate53;
const schema22 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/article-related-articles.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"static"},"title":{"type":"string","maxLength":200,"default":"Related Articles"},"subtitle":{"type":"string","maxLength":200,"default":""},"descriptionType":{"type":"string","enum":["static","none"],"default":"none"},"description":{"type":"string","maxLength":1000,"default":""},"limit":{"type":"integer","minimum":1,"maximum":20,"default":5},"containerOptions":{"$ref":"common/container-options-minimal.schema.json"},"isAsset":{"type":"boolean","default":true}}};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/article-related-articles.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "Related Articles";
}
if(data.subtitle === undefined){
data.subtitle = "";
}
if(data.descriptionType === undefined){
data.descriptionType = "none";
}
if(data.description === undefined){
data.description = "";
}
if(data.limit === undefined){
data.limit = 5;
}
if(data.isAsset === undefined){
data.isAsset = true;
}
for(const key0 in data){
if(!((((((((key0 === "titleType") || (key0 === "title")) || (key0 === "subtitle")) || (key0 === "descriptionType")) || (key0 === "description")) || (key0 === "limit")) || (key0 === "containerOptions")) || (key0 === "isAsset"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema22.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.descriptionType;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data3 === "static") || (data3 === "none"))){
const err8 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema22.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.description;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data5 = data.limit;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err11 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 20 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err13 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.containerOptions !== undefined){
if(!(validate30(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(typeof data.isAsset !== "boolean"){
const err14 = {instancePath:instancePath+"/isAsset",schemaPath:"#/properties/isAsset/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}

export const validateArticle = validate55;
const schema23 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/article.schema.json","type":"object","additionalProperties":false,"properties":{"showMeta":{"type":"boolean","default":true},"containerOptions":{"$ref":"common/container-options-minimal.schema.json"},"isAsset":{"type":"boolean","default":true}}};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/article.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.showMeta === undefined){
data.showMeta = true;
}
if(data.isAsset === undefined){
data.isAsset = true;
}
for(const key0 in data){
if(!(((key0 === "showMeta") || (key0 === "containerOptions")) || (key0 === "isAsset"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(typeof data.showMeta !== "boolean"){
const err1 = {instancePath:instancePath+"/showMeta",schemaPath:"#/properties/showMeta/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.containerOptions !== undefined){
if(!(validate30(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(typeof data.isAsset !== "boolean"){
const err2 = {instancePath:instancePath+"/isAsset",schemaPath:"#/properties/isAsset/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}

export const validateArticles = validate57;
const schema24 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/articles.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none","knowledgeCategory/name","knowledgeBase/name"],"default":"static"},"title":{"type":"string","maxLength":200,"default":"Articles"},"subtitle":{"type":"string","maxLength":200,"default":""},"descriptionType":{"type":"string","enum":["static","none","knowledgeCategory/description","knowledgeBase/description"],"default":"none"},"description":{"type":"string","maxLength":1000,"default":""},"apiParams":{"type":"object","additionalProperties":false,"default":{},"properties":{"filter":{"type":"string","enum":["featured","category","knowledgeBase"],"default":"knowledgeBase"},"knowledgeBaseID":{"type":"integer","minimum":1,"maximum":2147483647},"knowledgeCategoryID":{"type":"integer","minimum":1,"maximum":2147483647},"includeSubcategories":{"type":"boolean","default":false},"sort":{"type":"string","enum":["-dateUpdated","-dateInserted","sort","name"],"default":"-dateUpdated"},"limit":{"type":"integer","minimum":1,"maximum":100,"default":10},"paging":{"type":"boolean","default":false}}},"display":{"type":"object","additionalProperties":false,"default":{},"properties":{"excerpt":{"type":"boolean","default":true},"author":{"type":"boolean","default":true},"date":{"type":"boolean","default":true}}},"emptyMessage":{"type":"boolean","default":true},"containerOptions":{"$ref":"common/container-options-minimal.schema.json"}}};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/articles.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "Articles";
}
if(data.subtitle === undefined){
data.subtitle = "";
}
if(data.descriptionType === undefined){
data.descriptionType = "none";
}
if(data.description === undefined){
data.description = "";
}
if(data.apiParams === undefined){
data.apiParams = {};
}
if(data.display === undefined){
data.display = {};
}
if(data.emptyMessage === undefined){
data.emptyMessage = true;
}
for(const key0 in data){
if(!(func5.call(schema24.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((((data0 === "static") || (data0 === "none")) || (data0 === "knowledgeCategory/name")) || (data0 === "knowledgeBase/name"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema24.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.descriptionType;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((data3 === "static") || (data3 === "none")) || (data3 === "knowledgeCategory/description")) || (data3 === "knowledgeBase/description"))){
const err8 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema24.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.description;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data5 = data.apiParams;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.filter === undefined){
data5.filter = "knowledgeBase";
}
if(data5.includeSubcategories === undefined){
data5.includeSubcategories = false;
}
if(data5.sort === undefined){
data5.sort = "-dateUpdated";
}
if(data5.limit === undefined){
data5.limit = 10;
}
if(data5.paging === undefined){
data5.paging = false;
}
for(const key1 in data5){
if(!(((((((key1 === "filter") || (key1 === "knowledgeBaseID")) || (key1 === "knowledgeCategoryID")) || (key1 === "includeSubcategories")) || (key1 === "sort")) || (key1 === "limit")) || (key1 === "paging"))){
const err11 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
let data6 = data5.filter;
if(typeof data6 !== "string"){
const err12 = {instancePath:instancePath+"/apiParams/filter",schemaPath:"#/properties/apiParams/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((data6 === "featured") || (data6 === "category")) || (data6 === "knowledgeBase"))){
const err13 = {instancePath:instancePath+"/apiParams/filter",schemaPath:"#/properties/apiParams/properties/filter/enum",keyword:"enum",params:{allowedValues: schema24.properties.apiParams.properties.filter.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.knowledgeBaseID !== undefined){
let data7 = data5.knowledgeBaseID;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err14 = {instancePath:instancePath+"/apiParams/knowledgeBaseID",schemaPath:"#/properties/apiParams/properties/knowledgeBaseID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 2147483647 || isNaN(data7)){
const err15 = {instancePath:instancePath+"/apiParams/knowledgeBaseID",schemaPath:"#/properties/apiParams/properties/knowledgeBaseID/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err16 = {instancePath:instancePath+"/apiParams/knowledgeBaseID",schemaPath:"#/properties/apiParams/properties/knowledgeBaseID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data5.knowledgeCategoryID !== undefined){
let data8 = data5.knowledgeCategoryID;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err17 = {instancePath:instancePath+"/apiParams/knowledgeCategoryID",schemaPath:"#/properties/apiParams/properties/knowledgeCategoryID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 2147483647 || isNaN(data8)){
const err18 = {instancePath:instancePath+"/apiParams/knowledgeCategoryID",schemaPath:"#/properties/apiParams/properties/knowledgeCategoryID/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err19 = {instancePath:instancePath+"/apiParams/knowledgeCategoryID",schemaPath:"#/properties/apiParams/properties/knowledgeCategoryID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(typeof data5.includeSubcategories !== "boolean"){
const err20 = {instancePath:instancePath+"/apiParams/includeSubcategories",schemaPath:"#/properties/apiParams/properties/includeSubcategories/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
let data10 = data5.sort;
if(typeof data10 !== "string"){
const err21 = {instancePath:instancePath+"/apiParams/sort",schemaPath:"#/properties/apiParams/properties/sort/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!((((data10 === "-dateUpdated") || (data10 === "-dateInserted")) || (data10 === "sort")) || (data10 === "name"))){
const err22 = {instancePath:instancePath+"/apiParams/sort",schemaPath:"#/properties/apiParams/properties/sort/enum",keyword:"enum",params:{allowedValues: schema24.properties.apiParams.properties.sort.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
let data11 = data5.limit;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err23 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 > 100 || isNaN(data11)){
const err24 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err25 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(typeof data5.paging !== "boolean"){
const err26 = {instancePath:instancePath+"/apiParams/paging",schemaPath:"#/properties/apiParams/properties/paging/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
let data13 = data.display;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.excerpt === undefined){
data13.excerpt = true;
}
if(data13.author === undefined){
data13.author = true;
}
if(data13.date === undefined){
data13.date = true;
}
for(const key2 in data13){
if(!(((key2 === "excerpt") || (key2 === "author")) || (key2 === "date"))){
const err28 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(typeof data13.excerpt !== "boolean"){
const err29 = {instancePath:instancePath+"/display/excerpt",schemaPath:"#/properties/display/properties/excerpt/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(typeof data13.author !== "boolean"){
const err30 = {instancePath:instancePath+"/display/author",schemaPath:"#/properties/display/properties/author/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(typeof data13.date !== "boolean"){
const err31 = {instancePath:instancePath+"/display/date",schemaPath:"#/properties/display/properties/date/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err32 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(typeof data.emptyMessage !== "boolean"){
const err33 = {instancePath:instancePath+"/emptyMessage",schemaPath:"#/properties/emptyMessage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.containerOptions !== undefined){
if(!(validate30(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}

export const validateBreadcrumbs = validate59;
const schema25 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/breadcrumbs.schema.json","type":"object","additionalProperties":false,"properties":{}};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/breadcrumbs.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}

export const validateCategories = validate60;
const schema26 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/categories.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"static"},"title":{"type":"string","maxLength":200,"default":"Categories"},"subtitle":{"type":"string","maxLength":200,"default":""},"descriptionType":{"type":"string","enum":["static","none","siteSection/description","category/description"],"default":"none"},"description":{"type":"string","maxLength":1000,"default":""},"apiParams":{"type":"object","additionalProperties":false,"default":{},"properties":{"filter":{"type":"string","enum":["none","featured","parentCategory","category","subcommunity"],"default":"none"},"parentCategoryID":{"type":"integer"},"filterCategorySubType":{"type":"string","enum":["contextual","set"],"default":"contextual"},"categoryID":{"type":"integer","minimum":1},"filterSubcommunitySubType":{"type":"string","enum":["contextual","set"],"default":"contextual"},"siteSectionID":{"type":"integer","minimum":0},"featuredCategoryID":{"type":"array","maxItems":100,"items":{"type":"integer","minimum":1}},"followed":{"type":"boolean","default":false},"featured":{"type":"boolean"},"limit":{"type":"integer","minimum":1,"maximum":100,"default":10}}},"itemOptions":{"allOf":[{"$ref":"common/item-options.schema.json"}],"default":{}},"categoryOptions":{"allOf":[{"$ref":"common/category-options.schema.json"}],"default":{}},"containerOptions":{"$ref":"common/container-options.schema.json"}}};
const schema27 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/common/item-options.schema.json","type":"object","additionalProperties":false,"properties":{"contentType":{"type":"string","enum":["title-description","title-description-image","title-description-icon","title-background","title-background-description","title-chat-bubble"],"default":"title-description"},"imagePlacement":{"type":"string","enum":["top","left"],"default":"top"},"imagePlacementMobile":{"type":"string","enum":["top","left"],"default":"top"},"alignment":{"type":"string","enum":["left","center"],"default":"left"},"box":{"type":"object","additionalProperties":false,"properties":{"borderType":{"type":"string","enum":["none","border","shadow"],"default":"border"},"background":{"$ref":"background.schema.json"},"border":{"type":"object","additionalProperties":false,"default":{},"properties":{"color":{"type":"string"},"width":{"type":"integer","minimum":0,"maximum":20},"style":{"type":"string","enum":["solid","dashed","dotted","double","none"],"default":"solid"},"radius":{"type":"integer","minimum":0,"maximum":100}}},"spacing":{"type":"object","additionalProperties":false,"default":{},"properties":{"all":{"type":"integer","minimum":0,"maximum":200},"horizontal":{"type":"integer","minimum":0,"maximum":200},"vertical":{"type":"integer","minimum":0,"maximum":200},"top":{"type":"integer","minimum":0,"maximum":200},"bottom":{"type":"integer","minimum":0,"maximum":200},"left":{"type":"integer","minimum":0,"maximum":200},"right":{"type":"integer","minimum":0,"maximum":200}}}},"default":{}},"fg":{"type":"string"},"display":{"type":"object","additionalProperties":false,"properties":{"name":{"type":"boolean","default":true},"description":{"type":"boolean","default":true},"counts":{"type":"boolean","default":true},"cta":{"type":"boolean","default":false}},"default":{}},"fallbackImage":{"type":"string"},"fallbackIcon":{"type":"string"},"viewMore":{"type":"object","additionalProperties":false,"default":{},"properties":{"labelCode":{"type":"string","maxLength":100,"default":"View More"},"buttonType":{"type":"string","enum":["standard","primary","transparent","translucid","text","custom"],"default":"standard"}}}}};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/common/item-options.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.contentType === undefined){
data.contentType = "title-description";
}
if(data.imagePlacement === undefined){
data.imagePlacement = "top";
}
if(data.imagePlacementMobile === undefined){
data.imagePlacementMobile = "top";
}
if(data.alignment === undefined){
data.alignment = "left";
}
if(data.box === undefined){
data.box = {};
}
if(data.display === undefined){
data.display = {};
}
if(data.viewMore === undefined){
data.viewMore = {};
}
for(const key0 in data){
if(!(func5.call(schema27.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.contentType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/contentType",schemaPath:"#/properties/contentType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((((((data0 === "title-description") || (data0 === "title-description-image")) || (data0 === "title-description-icon")) || (data0 === "title-background")) || (data0 === "title-background-description")) || (data0 === "title-chat-bubble"))){
const err2 = {instancePath:instancePath+"/contentType",schemaPath:"#/properties/contentType/enum",keyword:"enum",params:{allowedValues: schema27.properties.contentType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.imagePlacement;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/imagePlacement",schemaPath:"#/properties/imagePlacement/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((data1 === "top") || (data1 === "left"))){
const err4 = {instancePath:instancePath+"/imagePlacement",schemaPath:"#/properties/imagePlacement/enum",keyword:"enum",params:{allowedValues: schema27.properties.imagePlacement.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.imagePlacementMobile;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/imagePlacementMobile",schemaPath:"#/properties/imagePlacementMobile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data2 === "top") || (data2 === "left"))){
const err6 = {instancePath:instancePath+"/imagePlacementMobile",schemaPath:"#/properties/imagePlacementMobile/enum",keyword:"enum",params:{allowedValues: schema27.properties.imagePlacementMobile.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.alignment;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/alignment",schemaPath:"#/properties/alignment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data3 === "left") || (data3 === "center"))){
const err8 = {instancePath:instancePath+"/alignment",schemaPath:"#/properties/alignment/enum",keyword:"enum",params:{allowedValues: schema27.properties.alignment.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.box;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.borderType === undefined){
data4.borderType = "border";
}
if(data4.border === undefined){
data4.border = {};
}
if(data4.spacing === undefined){
data4.spacing = {};
}
for(const key1 in data4){
if(!((((key1 === "borderType") || (key1 === "background")) || (key1 === "border")) || (key1 === "spacing"))){
const err9 = {instancePath:instancePath+"/box",schemaPath:"#/properties/box/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
let data5 = data4.borderType;
if(typeof data5 !== "string"){
const err10 = {instancePath:instancePath+"/box/borderType",schemaPath:"#/properties/box/properties/borderType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((data5 === "none") || (data5 === "border")) || (data5 === "shadow"))){
const err11 = {instancePath:instancePath+"/box/borderType",schemaPath:"#/properties/box/properties/borderType/enum",keyword:"enum",params:{allowedValues: schema27.properties.box.properties.borderType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4.background !== undefined){
if(!(validate25(data4.background, {instancePath:instancePath+"/box/background",parentData:data4,parentDataProperty:"background",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
let data7 = data4.border;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.style === undefined){
data7.style = "solid";
}
for(const key2 in data7){
if(!((((key2 === "color") || (key2 === "width")) || (key2 === "style")) || (key2 === "radius"))){
const err12 = {instancePath:instancePath+"/box/border",schemaPath:"#/properties/box/properties/border/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data7.color !== undefined){
if(typeof data7.color !== "string"){
const err13 = {instancePath:instancePath+"/box/border/color",schemaPath:"#/properties/box/properties/border/properties/color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data7.width !== undefined){
let data9 = data7.width;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err14 = {instancePath:instancePath+"/box/border/width",schemaPath:"#/properties/box/properties/border/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 20 || isNaN(data9)){
const err15 = {instancePath:instancePath+"/box/border/width",schemaPath:"#/properties/box/properties/border/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err16 = {instancePath:instancePath+"/box/border/width",schemaPath:"#/properties/box/properties/border/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
let data10 = data7.style;
if(typeof data10 !== "string"){
const err17 = {instancePath:instancePath+"/box/border/style",schemaPath:"#/properties/box/properties/border/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(((((data10 === "solid") || (data10 === "dashed")) || (data10 === "dotted")) || (data10 === "double")) || (data10 === "none"))){
const err18 = {instancePath:instancePath+"/box/border/style",schemaPath:"#/properties/box/properties/border/properties/style/enum",keyword:"enum",params:{allowedValues: schema27.properties.box.properties.border.properties.style.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data7.radius !== undefined){
let data11 = data7.radius;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err19 = {instancePath:instancePath+"/box/border/radius",schemaPath:"#/properties/box/properties/border/properties/radius/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 > 100 || isNaN(data11)){
const err20 = {instancePath:instancePath+"/box/border/radius",schemaPath:"#/properties/box/properties/border/properties/radius/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err21 = {instancePath:instancePath+"/box/border/radius",schemaPath:"#/properties/box/properties/border/properties/radius/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
}
else {
const err22 = {instancePath:instancePath+"/box/border",schemaPath:"#/properties/box/properties/border/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
let data12 = data4.spacing;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const key3 in data12){
if(!(((((((key3 === "all") || (key3 === "horizontal")) || (key3 === "vertical")) || (key3 === "top")) || (key3 === "bottom")) || (key3 === "left")) || (key3 === "right"))){
const err23 = {instancePath:instancePath+"/box/spacing",schemaPath:"#/properties/box/properties/spacing/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data12.all !== undefined){
let data13 = data12.all;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err24 = {instancePath:instancePath+"/box/spacing/all",schemaPath:"#/properties/box/properties/spacing/properties/all/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data13 == "number"){
if(data13 > 200 || isNaN(data13)){
const err25 = {instancePath:instancePath+"/box/spacing/all",schemaPath:"#/properties/box/properties/spacing/properties/all/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err26 = {instancePath:instancePath+"/box/spacing/all",schemaPath:"#/properties/box/properties/spacing/properties/all/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data12.horizontal !== undefined){
let data14 = data12.horizontal;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err27 = {instancePath:instancePath+"/box/spacing/horizontal",schemaPath:"#/properties/box/properties/spacing/properties/horizontal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data14 == "number"){
if(data14 > 200 || isNaN(data14)){
const err28 = {instancePath:instancePath+"/box/spacing/horizontal",schemaPath:"#/properties/box/properties/spacing/properties/horizontal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err29 = {instancePath:instancePath+"/box/spacing/horizontal",schemaPath:"#/properties/box/properties/spacing/properties/horizontal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data12.vertical !== undefined){
let data15 = data12.vertical;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
const err30 = {instancePath:instancePath+"/box/spacing/vertical",schemaPath:"#/properties/box/properties/spacing/properties/vertical/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(typeof data15 == "number"){
if(data15 > 200 || isNaN(data15)){
const err31 = {instancePath:instancePath+"/box/spacing/vertical",schemaPath:"#/properties/box/properties/spacing/properties/vertical/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err32 = {instancePath:instancePath+"/box/spacing/vertical",schemaPath:"#/properties/box/properties/spacing/properties/vertical/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data12.top !== undefined){
let data16 = data12.top;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err33 = {instancePath:instancePath+"/box/spacing/top",schemaPath:"#/properties/box/properties/spacing/properties/top/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data16 == "number"){
if(data16 > 200 || isNaN(data16)){
const err34 = {instancePath:instancePath+"/box/spacing/top",schemaPath:"#/properties/box/properties/spacing/properties/top/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err35 = {instancePath:instancePath+"/box/spacing/top",schemaPath:"#/properties/box/properties/spacing/properties/top/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data12.bottom !== undefined){
let data17 = data12.bottom;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err36 = {instancePath:instancePath+"/box/spacing/bottom",schemaPath:"#/properties/box/properties/spacing/properties/bottom/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(typeof data17 == "number"){
if(data17 > 200 || isNaN(data17)){
const err37 = {instancePath:instancePath+"/box/spacing/bottom",schemaPath:"#/properties/box/properties/spacing/properties/bottom/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data17 < 0 || isNaN(data17)){
const err38 = {instancePath:instancePath+"/box/spacing/bottom",schemaPath:"#/properties/box/properties/spacing/properties/bottom/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data12.left !== undefined){
let data18 = data12.left;
if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){
const err39 = {instancePath:instancePath+"/box/spacing/left",schemaPath:"#/properties/box/properties/spacing/properties/left/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(typeof data18 == "number"){
if(data18 > 200 || isNaN(data18)){
const err40 = {instancePath:instancePath+"/box/spacing/left",schemaPath:"#/properties/box/properties/spacing/properties/left/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data18 < 0 || isNaN(data18)){
const err41 = {instancePath:instancePath+"/box/spacing/left",schemaPath:"#/properties/box/properties/spacing/properties/left/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
if(data12.right !== undefined){
let data19 = data12.right;
if(!((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19)))){
const err42 = {instancePath:instancePath+"/box/spacing/right",schemaPath:"#/properties/box/properties/spacing/properties/right/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(typeof data19 == "number"){
if(data19 > 200 || isNaN(data19)){
const err43 = {instancePath:instancePath+"/box/spacing/right",schemaPath:"#/properties/box/properties/spacing/properties/right/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data19 < 0 || isNaN(data19)){
const err44 = {instancePath:instancePath+"/box/spacing/right",schemaPath:"#/properties/box/properties/spacing/properties/right/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
}
else {
const err45 = {instancePath:instancePath+"/box/spacing",schemaPath:"#/properties/box/properties/spacing/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/box",schemaPath:"#/properties/box/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data.fg !== undefined){
if(typeof data.fg !== "string"){
const err47 = {instancePath:instancePath+"/fg",schemaPath:"#/properties/fg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
let data21 = data.display;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.name === undefined){
data21.name = true;
}
if(data21.description === undefined){
data21.description = true;
}
if(data21.counts === undefined){
data21.counts = true;
}
if(data21.cta === undefined){
data21.cta = false;
}
for(const key4 in data21){
if(!((((key4 === "name") || (key4 === "description")) || (key4 === "counts")) || (key4 === "cta"))){
const err48 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(typeof data21.name !== "boolean"){
const err49 = {instancePath:instancePath+"/display/name",schemaPath:"#/properties/display/properties/name/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(typeof data21.description !== "boolean"){
const err50 = {instancePath:instancePath+"/display/description",schemaPath:"#/properties/display/properties/description/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(typeof data21.counts !== "boolean"){
const err51 = {instancePath:instancePath+"/display/counts",schemaPath:"#/properties/display/properties/counts/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(typeof data21.cta !== "boolean"){
const err52 = {instancePath:instancePath+"/display/cta",schemaPath:"#/properties/display/properties/cta/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data.fallbackImage !== undefined){
if(typeof data.fallbackImage !== "string"){
const err54 = {instancePath:instancePath+"/fallbackImage",schemaPath:"#/properties/fallbackImage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.fallbackIcon !== undefined){
if(typeof data.fallbackIcon !== "string"){
const err55 = {instancePath:instancePath+"/fallbackIcon",schemaPath:"#/properties/fallbackIcon/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
let data28 = data.viewMore;
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
if(data28.labelCode === undefined){
data28.labelCode = "View More";
}
if(data28.buttonType === undefined){
data28.buttonType = "standard";
}
for(const key5 in data28){
if(!((key5 === "labelCode") || (key5 === "buttonType"))){
const err56 = {instancePath:instancePath+"/viewMore",schemaPath:"#/properties/viewMore/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
let data29 = data28.labelCode;
if(typeof data29 === "string"){
if(func2(data29) > 100){
const err57 = {instancePath:instancePath+"/viewMore/labelCode",schemaPath:"#/properties/viewMore/properties/labelCode/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/viewMore/labelCode",schemaPath:"#/properties/viewMore/properties/labelCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
let data30 = data28.buttonType;
if(typeof data30 !== "string"){
const err59 = {instancePath:instancePath+"/viewMore/buttonType",schemaPath:"#/properties/viewMore/properties/buttonType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(!((((((data30 === "standard") || (data30 === "primary")) || (data30 === "transparent")) || (data30 === "translucid")) || (data30 === "text")) || (data30 === "custom"))){
const err60 = {instancePath:instancePath+"/viewMore/buttonType",schemaPath:"#/properties/viewMore/properties/buttonType/enum",keyword:"enum",params:{allowedValues: schema27.properties.viewMore.properties.buttonType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/viewMore",schemaPath:"#/properties/viewMore/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}

const schema28 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/common/category-options.schema.json","type":"object","additionalProperties":false,"properties":{"description":{"type":"object","additionalProperties":false,"default":{},"properties":{"display":{"type":"boolean"}}},"followButton":{"type":"object","additionalProperties":false,"default":{},"properties":{"display":{"type":"boolean","default":false}}},"metas":{"type":"object","additionalProperties":false,"default":{},"properties":{"asIcons":{"type":"string","enum":["text","icon"],"default":"text"},"includeSubcategoriesCount":{"type":"array","uniqueItems":true,"items":{"type":"string","enum":["discussions","comments","posts"]}},"display":{"type":"object","additionalProperties":false,"default":{},"properties":{"discussionCount":{"type":"boolean","default":true},"commentCount":{"type":"boolean","default":true},"postCount":{"type":"boolean","default":false},"followerCount":{"type":"boolean","default":false},"lastPostName":{"type":"boolean","default":false},"lastPostAuthor":{"type":"boolean","default":false},"lastPostDate":{"type":"boolean","default":false},"subcategories":{"type":"boolean","default":false}}}}}}};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/common/category-options.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.description === undefined){
data.description = {};
}
if(data.followButton === undefined){
data.followButton = {};
}
if(data.metas === undefined){
data.metas = {};
}
for(const key0 in data){
if(!(((key0 === "description") || (key0 === "followButton")) || (key0 === "metas"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.description;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!(key1 === "display")){
const err1 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.display !== undefined){
if(typeof data0.display !== "boolean"){
const err2 = {instancePath:instancePath+"/description/display",schemaPath:"#/properties/description/properties/display/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
let data2 = data.followButton;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.display === undefined){
data2.display = false;
}
for(const key2 in data2){
if(!(key2 === "display")){
const err4 = {instancePath:instancePath+"/followButton",schemaPath:"#/properties/followButton/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(typeof data2.display !== "boolean"){
const err5 = {instancePath:instancePath+"/followButton/display",schemaPath:"#/properties/followButton/properties/display/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err6 = {instancePath:instancePath+"/followButton",schemaPath:"#/properties/followButton/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data4 = data.metas;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.asIcons === undefined){
data4.asIcons = "text";
}
if(data4.display === undefined){
data4.display = {};
}
for(const key3 in data4){
if(!(((key3 === "asIcons") || (key3 === "includeSubcategoriesCount")) || (key3 === "display"))){
const err7 = {instancePath:instancePath+"/metas",schemaPath:"#/properties/metas/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
let data5 = data4.asIcons;
if(typeof data5 !== "string"){
const err8 = {instancePath:instancePath+"/metas/asIcons",schemaPath:"#/properties/metas/properties/asIcons/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data5 === "text") || (data5 === "icon"))){
const err9 = {instancePath:instancePath+"/metas/asIcons",schemaPath:"#/properties/metas/properties/asIcons/enum",keyword:"enum",params:{allowedValues: schema28.properties.metas.properties.asIcons.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4.includeSubcategoriesCount !== undefined){
let data6 = data4.includeSubcategoriesCount;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(typeof data7 !== "string"){
const err10 = {instancePath:instancePath+"/metas/includeSubcategoriesCount/" + i0,schemaPath:"#/properties/metas/properties/includeSubcategoriesCount/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((data7 === "discussions") || (data7 === "comments")) || (data7 === "posts"))){
const err11 = {instancePath:instancePath+"/metas/includeSubcategoriesCount/" + i0,schemaPath:"#/properties/metas/properties/includeSubcategoriesCount/items/enum",keyword:"enum",params:{allowedValues: schema28.properties.metas.properties.includeSubcategoriesCount.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
let i1 = data6.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data6[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err12 = {instancePath:instancePath+"/metas/includeSubcategoriesCount",schemaPath:"#/properties/metas/properties/includeSubcategoriesCount/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err13 = {instancePath:instancePath+"/metas/includeSubcategoriesCount",schemaPath:"#/properties/metas/properties/includeSubcategoriesCount/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
let data8 = data4.display;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.discussionCount === undefined){
data8.discussionCount = true;
}
if(data8.commentCount === undefined){
data8.commentCount = true;
}
if(data8.postCount === undefined){
data8.postCount = false;
}
if(data8.followerCount === undefined){
data8.followerCount = false;
}
if(data8.lastPostName === undefined){
data8.lastPostName = false;
}
if(data8.lastPostAuthor === undefined){
data8.lastPostAuthor = false;
}
if(data8.lastPostDate === undefined){
data8.lastPostDate = false;
}
if(data8.subcategories === undefined){
data8.subcategories = false;
}
for(const key4 in data8){
if(!((((((((key4 === "discussionCount") || (key4 === "commentCount")) || (key4 === "postCount")) || (key4 === "followerCount")) || (key4 === "lastPostName")) || (key4 === "lastPostAuthor")) || (key4 === "lastPostDate")) || (key4 === "subcategories"))){
const err14 = {instancePath:instancePath+"/metas/display",schemaPath:"#/properties/metas/properties/display/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(typeof data8.discussionCount !== "boolean"){
const err15 = {instancePath:instancePath+"/metas/display/discussionCount",schemaPath:"#/properties/metas/properties/display/properties/discussionCount/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data8.commentCount !== "boolean"){
const err16 = {instancePath:instancePath+"/metas/display/commentCount",schemaPath:"#/properties/metas/properties/display/properties/commentCount/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data8.postCount !== "boolean"){
const err17 = {instancePath:instancePath+"/metas/display/postCount",schemaPath:"#/properties/metas/properties/display/properties/postCount/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data8.followerCount !== "boolean"){
const err18 = {instancePath:instancePath+"/metas/display/followerCount",schemaPath:"#/properties/metas/properties/display/properties/followerCount/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data8.lastPostName !== "boolean"){
const err19 = {instancePath:instancePath+"/metas/display/lastPostName",schemaPath:"#/properties/metas/properties/display/properties/lastPostName/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data8.lastPostAuthor !== "boolean"){
const err20 = {instancePath:instancePath+"/metas/display/lastPostAuthor",schemaPath:"#/properties/metas/properties/display/properties/lastPostAuthor/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data8.lastPostDate !== "boolean"){
const err21 = {instancePath:instancePath+"/metas/display/lastPostDate",schemaPath:"#/properties/metas/properties/display/properties/lastPostDate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data8.subcategories !== "boolean"){
const err22 = {instancePath:instancePath+"/metas/display/subcategories",schemaPath:"#/properties/metas/properties/display/properties/subcategories/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err23 = {instancePath:instancePath+"/metas/display",schemaPath:"#/properties/metas/properties/display/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/metas",schemaPath:"#/properties/metas/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate64.errors = vErrors;
return errors === 0;
}


function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/categories.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "Categories";
}
if(data.subtitle === undefined){
data.subtitle = "";
}
if(data.descriptionType === undefined){
data.descriptionType = "none";
}
if(data.description === undefined){
data.description = "";
}
if(data.apiParams === undefined){
data.apiParams = {};
}
if(data.itemOptions === undefined){
data.itemOptions = {};
}
if(data.categoryOptions === undefined){
data.categoryOptions = {};
}
for(const key0 in data){
if(!(func5.call(schema26.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema26.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.descriptionType;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((data3 === "static") || (data3 === "none")) || (data3 === "siteSection/description")) || (data3 === "category/description"))){
const err8 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema26.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.description;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data5 = data.apiParams;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.filter === undefined){
data5.filter = "none";
}
if(data5.filterCategorySubType === undefined){
data5.filterCategorySubType = "contextual";
}
if(data5.filterSubcommunitySubType === undefined){
data5.filterSubcommunitySubType = "contextual";
}
if(data5.followed === undefined){
data5.followed = false;
}
if(data5.limit === undefined){
data5.limit = 10;
}
for(const key1 in data5){
if(!(func5.call(schema26.properties.apiParams.properties, key1))){
const err11 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
let data6 = data5.filter;
if(typeof data6 !== "string"){
const err12 = {instancePath:instancePath+"/apiParams/filter",schemaPath:"#/properties/apiParams/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((((data6 === "none") || (data6 === "featured")) || (data6 === "parentCategory")) || (data6 === "category")) || (data6 === "subcommunity"))){
const err13 = {instancePath:instancePath+"/apiParams/filter",schemaPath:"#/properties/apiParams/properties/filter/enum",keyword:"enum",params:{allowedValues: schema26.properties.apiParams.properties.filter.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.parentCategoryID !== undefined){
let data7 = data5.parentCategoryID;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err14 = {instancePath:instancePath+"/apiParams/parentCategoryID",schemaPath:"#/properties/apiParams/properties/parentCategoryID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
let data8 = data5.filterCategorySubType;
if(typeof data8 !== "string"){
const err15 = {instancePath:instancePath+"/apiParams/filterCategorySubType",schemaPath:"#/properties/apiParams/properties/filterCategorySubType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data8 === "contextual") || (data8 === "set"))){
const err16 = {instancePath:instancePath+"/apiParams/filterCategorySubType",schemaPath:"#/properties/apiParams/properties/filterCategorySubType/enum",keyword:"enum",params:{allowedValues: schema26.properties.apiParams.properties.filterCategorySubType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5.categoryID !== undefined){
let data9 = data5.categoryID;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err17 = {instancePath:instancePath+"/apiParams/categoryID",schemaPath:"#/properties/apiParams/properties/categoryID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 < 1 || isNaN(data9)){
const err18 = {instancePath:instancePath+"/apiParams/categoryID",schemaPath:"#/properties/apiParams/properties/categoryID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
let data10 = data5.filterSubcommunitySubType;
if(typeof data10 !== "string"){
const err19 = {instancePath:instancePath+"/apiParams/filterSubcommunitySubType",schemaPath:"#/properties/apiParams/properties/filterSubcommunitySubType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((data10 === "contextual") || (data10 === "set"))){
const err20 = {instancePath:instancePath+"/apiParams/filterSubcommunitySubType",schemaPath:"#/properties/apiParams/properties/filterSubcommunitySubType/enum",keyword:"enum",params:{allowedValues: schema26.properties.apiParams.properties.filterSubcommunitySubType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5.siteSectionID !== undefined){
let data11 = data5.siteSectionID;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err21 = {instancePath:instancePath+"/apiParams/siteSectionID",schemaPath:"#/properties/apiParams/properties/siteSectionID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 < 0 || isNaN(data11)){
const err22 = {instancePath:instancePath+"/apiParams/siteSectionID",schemaPath:"#/properties/apiParams/properties/siteSectionID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data5.featuredCategoryID !== undefined){
let data12 = data5.featuredCategoryID;
if(Array.isArray(data12)){
if(data12.length > 100){
const err23 = {instancePath:instancePath+"/apiParams/featuredCategoryID",schemaPath:"#/properties/apiParams/properties/featuredCategoryID/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err24 = {instancePath:instancePath+"/apiParams/featuredCategoryID/" + i0,schemaPath:"#/properties/apiParams/properties/featuredCategoryID/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data13 == "number"){
if(data13 < 1 || isNaN(data13)){
const err25 = {instancePath:instancePath+"/apiParams/featuredCategoryID/" + i0,schemaPath:"#/properties/apiParams/properties/featuredCategoryID/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err26 = {instancePath:instancePath+"/apiParams/featuredCategoryID",schemaPath:"#/properties/apiParams/properties/featuredCategoryID/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(typeof data5.followed !== "boolean"){
const err27 = {instancePath:instancePath+"/apiParams/followed",schemaPath:"#/properties/apiParams/properties/followed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data5.featured !== undefined){
if(typeof data5.featured !== "boolean"){
const err28 = {instancePath:instancePath+"/apiParams/featured",schemaPath:"#/properties/apiParams/properties/featured/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
let data16 = data5.limit;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err29 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(typeof data16 == "number"){
if(data16 > 100 || isNaN(data16)){
const err30 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data16 < 1 || isNaN(data16)){
const err31 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err32 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!(validate61(data.itemOptions, {instancePath:instancePath+"/itemOptions",parentData:data,parentDataProperty:"itemOptions",rootData}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
if(!(validate64(data.categoryOptions, {instancePath:instancePath+"/categoryOptions",parentData:data,parentDataProperty:"categoryOptions",rootData}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
if(data.containerOptions !== undefined){
if(!(validate24(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}

export const validateCategoryFollow = validate67;
const schema29 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/category-follow.schema.json","type":"object","additionalProperties":false,"properties":{"borderRadius":{"type":"integer","minimum":0,"maximum":40},"buttonColor":{"type":"string","maxLength":40},"textColor":{"type":"string","maxLength":40},"alignment":{"type":"string","enum":["start","center","end"],"default":"end"},"isAsset":{"type":"boolean","default":false}}};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/category-follow.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.alignment === undefined){
data.alignment = "end";
}
if(data.isAsset === undefined){
data.isAsset = false;
}
for(const key0 in data){
if(!(((((key0 === "borderRadius") || (key0 === "buttonColor")) || (key0 === "textColor")) || (key0 === "alignment")) || (key0 === "isAsset"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.borderRadius !== undefined){
let data0 = data.borderRadius;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/borderRadius",schemaPath:"#/properties/borderRadius/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 40 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/borderRadius",schemaPath:"#/properties/borderRadius/maximum",keyword:"maximum",params:{comparison: "<=", limit: 40},message:"must be <= 40"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/borderRadius",schemaPath:"#/properties/borderRadius/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.buttonColor !== undefined){
let data1 = data.buttonColor;
if(typeof data1 === "string"){
if(func2(data1) > 40){
const err4 = {instancePath:instancePath+"/buttonColor",schemaPath:"#/properties/buttonColor/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
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
const err5 = {instancePath:instancePath+"/buttonColor",schemaPath:"#/properties/buttonColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.textColor !== undefined){
let data2 = data.textColor;
if(typeof data2 === "string"){
if(func2(data2) > 40){
const err6 = {instancePath:instancePath+"/textColor",schemaPath:"#/properties/textColor/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
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
const err7 = {instancePath:instancePath+"/textColor",schemaPath:"#/properties/textColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
let data3 = data.alignment;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/alignment",schemaPath:"#/properties/alignment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((data3 === "start") || (data3 === "center")) || (data3 === "end"))){
const err9 = {instancePath:instancePath+"/alignment",schemaPath:"#/properties/alignment/enum",keyword:"enum",params:{allowedValues: schema29.properties.alignment.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data.isAsset !== "boolean"){
const err10 = {instancePath:instancePath+"/isAsset",schemaPath:"#/properties/isAsset/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate67.errors = vErrors;
return errors === 0;
}

export const validateCategoryList = validate68;
const schema30 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/category-list.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none","category/name"],"default":"static"},"title":{"type":"string","maxLength":200,"default":"Categories"},"subtitle":{"type":"string","maxLength":200,"default":""},"descriptionType":{"type":"string","enum":["static","none","siteSection/description","category/description"],"default":"none"},"description":{"type":"string","maxLength":1000,"default":""},"apiParams":{"type":"object","additionalProperties":false,"default":{},"properties":{"filter":{"type":"string","enum":["none","subcommunity","category","featured"],"default":"none"},"limit":{"type":"integer","minimum":1,"maximum":100,"default":30}}},"itemOptions":{"allOf":[{"$ref":"common/item-options.schema.json"}],"default":{}},"categoryOptions":{"allOf":[{"$ref":"common/category-options.schema.json"}],"default":{}},"containerOptions":{"$ref":"common/container-options.schema.json"},"isAsset":{"type":"boolean","default":true}}};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/category-list.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "Categories";
}
if(data.subtitle === undefined){
data.subtitle = "";
}
if(data.descriptionType === undefined){
data.descriptionType = "none";
}
if(data.description === undefined){
data.description = "";
}
if(data.apiParams === undefined){
data.apiParams = {};
}
if(data.itemOptions === undefined){
data.itemOptions = {};
}
if(data.categoryOptions === undefined){
data.categoryOptions = {};
}
if(data.isAsset === undefined){
data.isAsset = true;
}
for(const key0 in data){
if(!(func5.call(schema30.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data0 === "static") || (data0 === "none")) || (data0 === "category/name"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema30.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.descriptionType;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((data3 === "static") || (data3 === "none")) || (data3 === "siteSection/description")) || (data3 === "category/description"))){
const err8 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema30.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.description;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data5 = data.apiParams;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.filter === undefined){
data5.filter = "none";
}
if(data5.limit === undefined){
data5.limit = 30;
}
for(const key1 in data5){
if(!((key1 === "filter") || (key1 === "limit"))){
const err11 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
let data6 = data5.filter;
if(typeof data6 !== "string"){
const err12 = {instancePath:instancePath+"/apiParams/filter",schemaPath:"#/properties/apiParams/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((((data6 === "none") || (data6 === "subcommunity")) || (data6 === "category")) || (data6 === "featured"))){
const err13 = {instancePath:instancePath+"/apiParams/filter",schemaPath:"#/properties/apiParams/properties/filter/enum",keyword:"enum",params:{allowedValues: schema30.properties.apiParams.properties.filter.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
let data7 = data5.limit;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err14 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 100 || isNaN(data7)){
const err15 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err16 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(validate61(data.itemOptions, {instancePath:instancePath+"/itemOptions",parentData:data,parentDataProperty:"itemOptions",rootData}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
if(!(validate64(data.categoryOptions, {instancePath:instancePath+"/categoryOptions",parentData:data,parentDataProperty:"categoryOptions",rootData}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
if(data.containerOptions !== undefined){
if(!(validate24(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
if(typeof data.isAsset !== "boolean"){
const err18 = {instancePath:instancePath+"/isAsset",schemaPath:"#/properties/isAsset/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate68.errors = vErrors;
return errors === 0;
}

export const validateCommunitySearch = validate72;
const schema31 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/community-search.schema.json","type":"object","additionalProperties":false,"properties":{"searchCategory":{"type":"object","additionalProperties":false,"properties":{"categoryID":{"type":"integer","minimum":1},"name":{"type":"string"}},"required":["categoryID","name"]},"titleType":{"type":"string","enum":["static","none"],"default":"static"},"title":{"type":"string","maxLength":200,"default":"Search Community"},"descriptionType":{"type":"string","enum":["static","none"],"default":"static"},"description":{"type":"string","maxLength":1000,"default":"Search this community for posts, articles and more."},"placeholder":{"type":"string","maxLength":100,"default":"Search"},"borderRadius":{"type":"integer","minimum":0,"maximum":40},"domain":{"type":"string","enum":["all","discussions","places","members"],"default":"all"},"places":{"type":"array","items":{"type":"string","enum":["category"]},"uniqueItems":true,"default":[]},"postType":{"type":"array","items":{"type":"string","enum":["discussion","question","poll"]},"uniqueItems":true,"default":[]},"containerOptions":{"$ref":"common/container-options.schema.json"}}};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/community-search.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "Search Community";
}
if(data.descriptionType === undefined){
data.descriptionType = "static";
}
if(data.description === undefined){
data.description = "Search this community for posts, articles and more.";
}
if(data.placeholder === undefined){
data.placeholder = "Search";
}
if(data.domain === undefined){
data.domain = "all";
}
if(data.places === undefined){
data.places = [];
}
if(data.postType === undefined){
data.postType = [];
}
for(const key0 in data){
if(!(func5.call(schema31.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.searchCategory !== undefined){
let data0 = data.searchCategory;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.categoryID === undefined){
const err1 = {instancePath:instancePath+"/searchCategory",schemaPath:"#/properties/searchCategory/required",keyword:"required",params:{missingProperty: "categoryID"},message:"must have required property '"+"categoryID"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.name === undefined){
const err2 = {instancePath:instancePath+"/searchCategory",schemaPath:"#/properties/searchCategory/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "categoryID") || (key1 === "name"))){
const err3 = {instancePath:instancePath+"/searchCategory",schemaPath:"#/properties/searchCategory/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.categoryID !== undefined){
let data1 = data0.categoryID;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err4 = {instancePath:instancePath+"/searchCategory/categoryID",schemaPath:"#/properties/searchCategory/properties/categoryID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 < 1 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/searchCategory/categoryID",schemaPath:"#/properties/searchCategory/properties/categoryID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data0.name !== undefined){
if(typeof data0.name !== "string"){
const err6 = {instancePath:instancePath+"/searchCategory/name",schemaPath:"#/properties/searchCategory/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err7 = {instancePath:instancePath+"/searchCategory",schemaPath:"#/properties/searchCategory/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
let data3 = data.titleType;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((data3 === "static") || (data3 === "none"))){
const err9 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema31.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
let data4 = data.title;
if(typeof data4 === "string"){
if(func2(data4) > 200){
const err10 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err11 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
let data5 = data.descriptionType;
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data5 === "static") || (data5 === "none"))){
const err13 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema31.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
let data6 = data.description;
if(typeof data6 === "string"){
if(func2(data6) > 1000){
const err14 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
let data7 = data.placeholder;
if(typeof data7 === "string"){
if(func2(data7) > 100){
const err16 = {instancePath:instancePath+"/placeholder",schemaPath:"#/properties/placeholder/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err17 = {instancePath:instancePath+"/placeholder",schemaPath:"#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.borderRadius !== undefined){
let data8 = data.borderRadius;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err18 = {instancePath:instancePath+"/borderRadius",schemaPath:"#/properties/borderRadius/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 40 || isNaN(data8)){
const err19 = {instancePath:instancePath+"/borderRadius",schemaPath:"#/properties/borderRadius/maximum",keyword:"maximum",params:{comparison: "<=", limit: 40},message:"must be <= 40"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err20 = {instancePath:instancePath+"/borderRadius",schemaPath:"#/properties/borderRadius/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
let data9 = data.domain;
if(typeof data9 !== "string"){
const err21 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!((((data9 === "all") || (data9 === "discussions")) || (data9 === "places")) || (data9 === "members"))){
const err22 = {instancePath:instancePath+"/domain",schemaPath:"#/properties/domain/enum",keyword:"enum",params:{allowedValues: schema31.properties.domain.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
let data10 = data.places;
if(Array.isArray(data10)){
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(typeof data11 !== "string"){
const err23 = {instancePath:instancePath+"/places/" + i0,schemaPath:"#/properties/places/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(data11 === "category")){
const err24 = {instancePath:instancePath+"/places/" + i0,schemaPath:"#/properties/places/items/enum",keyword:"enum",params:{allowedValues: schema31.properties.places.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
let i1 = data10.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data10[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err25 = {instancePath:instancePath+"/places",schemaPath:"#/properties/places/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err26 = {instancePath:instancePath+"/places",schemaPath:"#/properties/places/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
let data12 = data.postType;
if(Array.isArray(data12)){
const len1 = data12.length;
for(let i2=0; i2<len1; i2++){
let data13 = data12[i2];
if(typeof data13 !== "string"){
const err27 = {instancePath:instancePath+"/postType/" + i2,schemaPath:"#/properties/postType/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(((data13 === "discussion") || (data13 === "question")) || (data13 === "poll"))){
const err28 = {instancePath:instancePath+"/postType/" + i2,schemaPath:"#/properties/postType/items/enum",keyword:"enum",params:{allowedValues: schema31.properties.postType.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
let i3 = data12.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data12[i3];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err29 = {instancePath:instancePath+"/postType",schemaPath:"#/properties/postType/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err30 = {instancePath:instancePath+"/postType",schemaPath:"#/properties/postType/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.containerOptions !== undefined){
if(!(validate24(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate72.errors = vErrors;
return errors === 0;
}

export const validateContentBanner = validate74;
const schema32 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/content-banner.schema.json","type":"object","additionalProperties":false,"properties":{"showTitle":{"type":"boolean","default":true},"titleType":{"type":"string","enum":["static","none","siteSection/name","category/name","knowledgeBase/name","knowledgeCategory/name"],"default":"siteSection/name"},"title":{"type":"string","maxLength":200,"default":""},"subtitle":{"type":"string","maxLength":200,"default":""},"descriptionType":{"type":"string","enum":["static","none","siteSection/description","category/description","knowledgeBase/description","knowledgeCategory/description"],"default":"none"},"description":{"type":"string","maxLength":1000,"default":""},"showDescription":{"type":"boolean","default":true},"alignment":{"type":"string","enum":["left","center"],"default":"center"},"textColor":{"type":"string","default":""},"spacing":{"type":"object","additionalProperties":false,"properties":{"top":{"type":"integer","minimum":0,"maximum":400},"bottom":{"type":"integer","minimum":0,"maximum":400}}},"background":{"$ref":"common/banner-background.schema.json"},"logo":{"type":"object","additionalProperties":false,"properties":{"imageUrl":{"type":"string","default":""},"alt":{"type":"string","maxLength":200,"default":""}}}}};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/content-banner.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.showTitle === undefined){
data.showTitle = true;
}
if(data.titleType === undefined){
data.titleType = "siteSection/name";
}
if(data.title === undefined){
data.title = "";
}
if(data.subtitle === undefined){
data.subtitle = "";
}
if(data.descriptionType === undefined){
data.descriptionType = "none";
}
if(data.description === undefined){
data.description = "";
}
if(data.showDescription === undefined){
data.showDescription = true;
}
if(data.alignment === undefined){
data.alignment = "center";
}
if(data.textColor === undefined){
data.textColor = "";
}
for(const key0 in data){
if(!(func5.call(schema32.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(typeof data.showTitle !== "boolean"){
const err1 = {instancePath:instancePath+"/showTitle",schemaPath:"#/properties/showTitle/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
let data1 = data.titleType;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((((((data1 === "static") || (data1 === "none")) || (data1 === "siteSection/name")) || (data1 === "category/name")) || (data1 === "knowledgeBase/name")) || (data1 === "knowledgeCategory/name"))){
const err3 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema32.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
let data2 = data.title;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
let data3 = data.subtitle;
if(typeof data3 === "string"){
if(func2(data3) > 200){
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err7 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
let data4 = data.descriptionType;
if(typeof data4 !== "string"){
const err8 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((((data4 === "static") || (data4 === "none")) || (data4 === "siteSection/description")) || (data4 === "category/description")) || (data4 === "knowledgeBase/description")) || (data4 === "knowledgeCategory/description"))){
const err9 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema32.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
let data5 = data.description;
if(typeof data5 === "string"){
if(func2(data5) > 1000){
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data.showDescription !== "boolean"){
const err12 = {instancePath:instancePath+"/showDescription",schemaPath:"#/properties/showDescription/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
let data7 = data.alignment;
if(typeof data7 !== "string"){
const err13 = {instancePath:instancePath+"/alignment",schemaPath:"#/properties/alignment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((data7 === "left") || (data7 === "center"))){
const err14 = {instancePath:instancePath+"/alignment",schemaPath:"#/properties/alignment/enum",keyword:"enum",params:{allowedValues: schema32.properties.alignment.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data.textColor !== "string"){
const err15 = {instancePath:instancePath+"/textColor",schemaPath:"#/properties/textColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.spacing !== undefined){
let data9 = data.spacing;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key1 in data9){
if(!((key1 === "top") || (key1 === "bottom"))){
const err16 = {instancePath:instancePath+"/spacing",schemaPath:"#/properties/spacing/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data9.top !== undefined){
let data10 = data9.top;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err17 = {instancePath:instancePath+"/spacing/top",schemaPath:"#/properties/spacing/properties/top/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 > 400 || isNaN(data10)){
const err18 = {instancePath:instancePath+"/spacing/top",schemaPath:"#/properties/spacing/properties/top/maximum",keyword:"maximum",params:{comparison: "<=", limit: 400},message:"must be <= 400"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err19 = {instancePath:instancePath+"/spacing/top",schemaPath:"#/properties/spacing/properties/top/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data9.bottom !== undefined){
let data11 = data9.bottom;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err20 = {instancePath:instancePath+"/spacing/bottom",schemaPath:"#/properties/spacing/properties/bottom/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 > 400 || isNaN(data11)){
const err21 = {instancePath:instancePath+"/spacing/bottom",schemaPath:"#/properties/spacing/properties/bottom/maximum",keyword:"maximum",params:{comparison: "<=", limit: 400},message:"must be <= 400"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err22 = {instancePath:instancePath+"/spacing/bottom",schemaPath:"#/properties/spacing/properties/bottom/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
}
else {
const err23 = {instancePath:instancePath+"/spacing",schemaPath:"#/properties/spacing/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.background !== undefined){
if(!(validate35(data.background, {instancePath:instancePath+"/background",parentData:data,parentDataProperty:"background",rootData}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
}
if(data.logo !== undefined){
let data13 = data.logo;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.imageUrl === undefined){
data13.imageUrl = "";
}
if(data13.alt === undefined){
data13.alt = "";
}
for(const key2 in data13){
if(!((key2 === "imageUrl") || (key2 === "alt"))){
const err24 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(typeof data13.imageUrl !== "string"){
const err25 = {instancePath:instancePath+"/logo/imageUrl",schemaPath:"#/properties/logo/properties/imageUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
let data15 = data13.alt;
if(typeof data15 === "string"){
if(func2(data15) > 200){
const err26 = {instancePath:instancePath+"/logo/alt",schemaPath:"#/properties/logo/properties/alt/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/logo/alt",schemaPath:"#/properties/logo/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err28 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate74.errors = vErrors;
return errors === 0;
}

export const validateCreateComment = validate76;
const schema33 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/create-comment.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"static"},"title":{"type":"string","maxLength":200,"default":"Leave a comment"},"subtitle":{"type":"string","maxLength":200},"description":{"type":"string","maxLength":1000},"containerOptions":{"$ref":"common/container-options-minimal.schema.json"},"isAsset":{"type":"boolean","default":true}}};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/create-comment.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "Leave a comment";
}
if(data.isAsset === undefined){
data.isAsset = true;
}
for(const key0 in data){
if(!((((((key0 === "titleType") || (key0 === "title")) || (key0 === "subtitle")) || (key0 === "description")) || (key0 === "containerOptions")) || (key0 === "isAsset"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema33.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.subtitle !== undefined){
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(typeof data3 === "string"){
if(func2(data3) > 1000){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.containerOptions !== undefined){
if(!(validate30(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(typeof data.isAsset !== "boolean"){
const err9 = {instancePath:instancePath+"/isAsset",schemaPath:"#/properties/isAsset/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate76.errors = vErrors;
return errors === 0;
}

export const validateCreatePostForm = validate78;
const schema34 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/create-post-form.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"static"},"title":{"type":"string","maxLength":200,"default":"New Post"},"subtitle":{"type":"string","maxLength":200},"description":{"type":"string","maxLength":1000},"apiParams":{"type":"object","additionalProperties":false,"default":{},"properties":{}},"containerOptions":{"$ref":"common/container-options-minimal.schema.json"},"isAsset":{"type":"boolean","default":true}}};

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/create-post-form.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "New Post";
}
if(data.apiParams === undefined){
data.apiParams = {};
}
if(data.isAsset === undefined){
data.isAsset = true;
}
for(const key0 in data){
if(!(((((((key0 === "titleType") || (key0 === "title")) || (key0 === "subtitle")) || (key0 === "description")) || (key0 === "apiParams")) || (key0 === "containerOptions")) || (key0 === "isAsset"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema34.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.subtitle !== undefined){
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(typeof data3 === "string"){
if(func2(data3) > 1000){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
let data4 = data.apiParams;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
const err9 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
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
const err10 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.containerOptions !== undefined){
if(!(validate30(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(typeof data.isAsset !== "boolean"){
const err11 = {instancePath:instancePath+"/isAsset",schemaPath:"#/properties/isAsset/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate78.errors = vErrors;
return errors === 0;
}

export const validateCta = validate80;
const schema35 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/cta.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"static"},"title":{"type":"string","minLength":1,"maxLength":200,"default":"Call to Action Title"},"descriptionType":{"type":"string","enum":["static","none"],"default":"static"},"description":{"type":"string","maxLength":1000,"default":""},"alignment":{"type":"string","enum":["left","center"],"default":"left"},"textColor":{"type":"string","default":""},"borderType":{"type":"string","enum":["none","border","shadow"],"default":"border"},"button":{"type":"object","additionalProperties":false,"default":{},"properties":{"shouldUseButton":{"type":"boolean","default":true},"url":{"type":"string","maxLength":2000,"default":""},"title":{"type":"string","maxLength":100,"default":"Button"},"type":{"type":"string","enum":["standard","primary","text"],"default":"primary"}}},"background":{"type":"object","additionalProperties":false,"default":{},"properties":{"color":{"type":"string","default":""},"image":{"type":"string","default":""},"useOverlay":{"type":"boolean","default":true}}}}};

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/cta.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "Call to Action Title";
}
if(data.descriptionType === undefined){
data.descriptionType = "static";
}
if(data.description === undefined){
data.description = "";
}
if(data.alignment === undefined){
data.alignment = "left";
}
if(data.textColor === undefined){
data.textColor = "";
}
if(data.borderType === undefined){
data.borderType = "border";
}
if(data.button === undefined){
data.button = {};
}
if(data.background === undefined){
data.background = {};
}
for(const key0 in data){
if(!(func5.call(schema35.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema35.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data1) < 1){
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
let data2 = data.descriptionType;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((data2 === "static") || (data2 === "none"))){
const err7 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema35.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
let data3 = data.description;
if(typeof data3 === "string"){
if(func2(data3) > 1000){
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
let data4 = data.alignment;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/alignment",schemaPath:"#/properties/alignment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data4 === "left") || (data4 === "center"))){
const err11 = {instancePath:instancePath+"/alignment",schemaPath:"#/properties/alignment/enum",keyword:"enum",params:{allowedValues: schema35.properties.alignment.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data.textColor !== "string"){
const err12 = {instancePath:instancePath+"/textColor",schemaPath:"#/properties/textColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
let data6 = data.borderType;
if(typeof data6 !== "string"){
const err13 = {instancePath:instancePath+"/borderType",schemaPath:"#/properties/borderType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((data6 === "none") || (data6 === "border")) || (data6 === "shadow"))){
const err14 = {instancePath:instancePath+"/borderType",schemaPath:"#/properties/borderType/enum",keyword:"enum",params:{allowedValues: schema35.properties.borderType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
let data7 = data.button;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.shouldUseButton === undefined){
data7.shouldUseButton = true;
}
if(data7.url === undefined){
data7.url = "";
}
if(data7.title === undefined){
data7.title = "Button";
}
if(data7.type === undefined){
data7.type = "primary";
}
for(const key1 in data7){
if(!((((key1 === "shouldUseButton") || (key1 === "url")) || (key1 === "title")) || (key1 === "type"))){
const err15 = {instancePath:instancePath+"/button",schemaPath:"#/properties/button/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(typeof data7.shouldUseButton !== "boolean"){
const err16 = {instancePath:instancePath+"/button/shouldUseButton",schemaPath:"#/properties/button/properties/shouldUseButton/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
let data9 = data7.url;
if(typeof data9 === "string"){
if(func2(data9) > 2000){
const err17 = {instancePath:instancePath+"/button/url",schemaPath:"#/properties/button/properties/url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/button/url",schemaPath:"#/properties/button/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
let data10 = data7.title;
if(typeof data10 === "string"){
if(func2(data10) > 100){
const err19 = {instancePath:instancePath+"/button/title",schemaPath:"#/properties/button/properties/title/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/button/title",schemaPath:"#/properties/button/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
let data11 = data7.type;
if(typeof data11 !== "string"){
const err21 = {instancePath:instancePath+"/button/type",schemaPath:"#/properties/button/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(((data11 === "standard") || (data11 === "primary")) || (data11 === "text"))){
const err22 = {instancePath:instancePath+"/button/type",schemaPath:"#/properties/button/properties/type/enum",keyword:"enum",params:{allowedValues: schema35.properties.button.properties.type.enum},message:"must be equal to one of the allowed values"};
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
const err23 = {instancePath:instancePath+"/button",schemaPath:"#/properties/button/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
let data12 = data.background;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.color === undefined){
data12.color = "";
}
if(data12.image === undefined){
data12.image = "";
}
if(data12.useOverlay === undefined){
data12.useOverlay = true;
}
for(const key2 in data12){
if(!(((key2 === "color") || (key2 === "image")) || (key2 === "useOverlay"))){
const err24 = {instancePath:instancePath+"/background",schemaPath:"#/properties/background/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(typeof data12.color !== "string"){
const err25 = {instancePath:instancePath+"/background/color",schemaPath:"#/properties/background/properties/color/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data12.image !== "string"){
const err26 = {instancePath:instancePath+"/background/image",schemaPath:"#/properties/background/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data12.useOverlay !== "boolean"){
const err27 = {instancePath:instancePath+"/background/useOverlay",schemaPath:"#/properties/background/properties/useOverlay/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err28 = {instancePath:instancePath+"/background",schemaPath:"#/properties/background/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate80.errors = vErrors;
return errors === 0;
}

export const validateDiscussions = validate81;
const schema36 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/discussions.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none","category/name"],"default":"static"},"title":{"type":"string","maxLength":200,"default":"Recent Discussions"},"subtitle":{"type":"string","maxLength":200,"default":""},"descriptionType":{"type":"string","enum":["static","none","siteSection/description","category/description"],"default":"none"},"description":{"type":"string","maxLength":1000,"default":""},"apiParams":{"type":"object","additionalProperties":false,"properties":{"filter":{"type":"string","enum":["none","subcommunity","category"],"default":"none"},"siteSectionID":{"type":"integer","minimum":0},"categoryID":{"type":"integer","minimum":1},"includeChildCategories":{"type":"boolean","default":true},"followed":{"type":"boolean","default":false},"sort":{"type":"string","enum":["-dateLastComment","-dateInserted","-score","-hot","dateInserted"],"default":"-dateLastComment"},"slotType":{"type":"string","enum":["d","w","m","y","a"],"default":"a"},"pinned":{"type":"boolean"},"type":{"type":"string","enum":["discussion","question","idea","poll"]},"tagID":{"type":"integer","minimum":1},"limit":{"type":"integer","minimum":1,"maximum":100,"default":10},"featuredImage":{"type":"boolean","default":false},"fallbackImage":{"type":"string","maxLength":500}},"default":{}},"discussionOptions":{"type":"object","additionalProperties":false,"default":{},"properties":{"excerpt":{"type":"object","additionalProperties":false,"properties":{"display":{"type":"boolean","default":true}},"default":{}},"metas":{"allOf":[{"$ref":"common/discussion-meta-options.schema.json"}],"default":{}}}},"containerOptions":{"$ref":"common/container-options.schema.json"},"isAsset":{"type":"boolean","default":false}}};

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/discussions.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "Recent Discussions";
}
if(data.subtitle === undefined){
data.subtitle = "";
}
if(data.descriptionType === undefined){
data.descriptionType = "none";
}
if(data.description === undefined){
data.description = "";
}
if(data.apiParams === undefined){
data.apiParams = {};
}
if(data.discussionOptions === undefined){
data.discussionOptions = {};
}
if(data.isAsset === undefined){
data.isAsset = false;
}
for(const key0 in data){
if(!(func5.call(schema36.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data0 === "static") || (data0 === "none")) || (data0 === "category/name"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema36.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.descriptionType;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((data3 === "static") || (data3 === "none")) || (data3 === "siteSection/description")) || (data3 === "category/description"))){
const err8 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema36.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.description;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data5 = data.apiParams;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.filter === undefined){
data5.filter = "none";
}
if(data5.includeChildCategories === undefined){
data5.includeChildCategories = true;
}
if(data5.followed === undefined){
data5.followed = false;
}
if(data5.sort === undefined){
data5.sort = "-dateLastComment";
}
if(data5.slotType === undefined){
data5.slotType = "a";
}
if(data5.limit === undefined){
data5.limit = 10;
}
if(data5.featuredImage === undefined){
data5.featuredImage = false;
}
for(const key1 in data5){
if(!(func5.call(schema36.properties.apiParams.properties, key1))){
const err11 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
let data6 = data5.filter;
if(typeof data6 !== "string"){
const err12 = {instancePath:instancePath+"/apiParams/filter",schemaPath:"#/properties/apiParams/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((data6 === "none") || (data6 === "subcommunity")) || (data6 === "category"))){
const err13 = {instancePath:instancePath+"/apiParams/filter",schemaPath:"#/properties/apiParams/properties/filter/enum",keyword:"enum",params:{allowedValues: schema36.properties.apiParams.properties.filter.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.siteSectionID !== undefined){
let data7 = data5.siteSectionID;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err14 = {instancePath:instancePath+"/apiParams/siteSectionID",schemaPath:"#/properties/apiParams/properties/siteSectionID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 < 0 || isNaN(data7)){
const err15 = {instancePath:instancePath+"/apiParams/siteSectionID",schemaPath:"#/properties/apiParams/properties/siteSectionID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data5.categoryID !== undefined){
let data8 = data5.categoryID;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err16 = {instancePath:instancePath+"/apiParams/categoryID",schemaPath:"#/properties/apiParams/properties/categoryID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 < 1 || isNaN(data8)){
const err17 = {instancePath:instancePath+"/apiParams/categoryID",schemaPath:"#/properties/apiParams/properties/categoryID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(typeof data5.includeChildCategories !== "boolean"){
const err18 = {instancePath:instancePath+"/apiParams/includeChildCategories",schemaPath:"#/properties/apiParams/properties/includeChildCategories/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data5.followed !== "boolean"){
const err19 = {instancePath:instancePath+"/apiParams/followed",schemaPath:"#/properties/apiParams/properties/followed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
let data11 = data5.sort;
if(typeof data11 !== "string"){
const err20 = {instancePath:instancePath+"/apiParams/sort",schemaPath:"#/properties/apiParams/properties/sort/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(((((data11 === "-dateLastComment") || (data11 === "-dateInserted")) || (data11 === "-score")) || (data11 === "-hot")) || (data11 === "dateInserted"))){
const err21 = {instancePath:instancePath+"/apiParams/sort",schemaPath:"#/properties/apiParams/properties/sort/enum",keyword:"enum",params:{allowedValues: schema36.properties.apiParams.properties.sort.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
let data12 = data5.slotType;
if(typeof data12 !== "string"){
const err22 = {instancePath:instancePath+"/apiParams/slotType",schemaPath:"#/properties/apiParams/properties/slotType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!(((((data12 === "d") || (data12 === "w")) || (data12 === "m")) || (data12 === "y")) || (data12 === "a"))){
const err23 = {instancePath:instancePath+"/apiParams/slotType",schemaPath:"#/properties/apiParams/properties/slotType/enum",keyword:"enum",params:{allowedValues: schema36.properties.apiParams.properties.slotType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data5.pinned !== undefined){
if(typeof data5.pinned !== "boolean"){
const err24 = {instancePath:instancePath+"/apiParams/pinned",schemaPath:"#/properties/apiParams/properties/pinned/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data5.type !== undefined){
let data14 = data5.type;
if(typeof data14 !== "string"){
const err25 = {instancePath:instancePath+"/apiParams/type",schemaPath:"#/properties/apiParams/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!((((data14 === "discussion") || (data14 === "question")) || (data14 === "idea")) || (data14 === "poll"))){
const err26 = {instancePath:instancePath+"/apiParams/type",schemaPath:"#/properties/apiParams/properties/type/enum",keyword:"enum",params:{allowedValues: schema36.properties.apiParams.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data5.tagID !== undefined){
let data15 = data5.tagID;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
const err27 = {instancePath:instancePath+"/apiParams/tagID",schemaPath:"#/properties/apiParams/properties/tagID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data15 == "number"){
if(data15 < 1 || isNaN(data15)){
const err28 = {instancePath:instancePath+"/apiParams/tagID",schemaPath:"#/properties/apiParams/properties/tagID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
let data16 = data5.limit;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err29 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(typeof data16 == "number"){
if(data16 > 100 || isNaN(data16)){
const err30 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data16 < 1 || isNaN(data16)){
const err31 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(typeof data5.featuredImage !== "boolean"){
const err32 = {instancePath:instancePath+"/apiParams/featuredImage",schemaPath:"#/properties/apiParams/properties/featuredImage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data5.fallbackImage !== undefined){
let data18 = data5.fallbackImage;
if(typeof data18 === "string"){
if(func2(data18) > 500){
const err33 = {instancePath:instancePath+"/apiParams/fallbackImage",schemaPath:"#/properties/apiParams/properties/fallbackImage/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
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
const err34 = {instancePath:instancePath+"/apiParams/fallbackImage",schemaPath:"#/properties/apiParams/properties/fallbackImage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
let data19 = data.discussionOptions;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.excerpt === undefined){
data19.excerpt = {};
}
if(data19.metas === undefined){
data19.metas = {};
}
for(const key2 in data19){
if(!((key2 === "excerpt") || (key2 === "metas"))){
const err36 = {instancePath:instancePath+"/discussionOptions",schemaPath:"#/properties/discussionOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
let data20 = data19.excerpt;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.display === undefined){
data20.display = true;
}
for(const key3 in data20){
if(!(key3 === "display")){
const err37 = {instancePath:instancePath+"/discussionOptions/excerpt",schemaPath:"#/properties/discussionOptions/properties/excerpt/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(typeof data20.display !== "boolean"){
const err38 = {instancePath:instancePath+"/discussionOptions/excerpt/display",schemaPath:"#/properties/discussionOptions/properties/excerpt/properties/display/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/discussionOptions/excerpt",schemaPath:"#/properties/discussionOptions/properties/excerpt/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!(validate22(data19.metas, {instancePath:instancePath+"/discussionOptions/metas",parentData:data19,parentDataProperty:"metas",rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
else {
const err40 = {instancePath:instancePath+"/discussionOptions",schemaPath:"#/properties/discussionOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.containerOptions !== undefined){
if(!(validate24(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
if(typeof data.isAsset !== "boolean"){
const err41 = {instancePath:instancePath+"/isAsset",schemaPath:"#/properties/isAsset/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
validate81.errors = vErrors;
return errors === 0;
}

export const validateFeaturedCollections = validate84;
const schema37 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/featured-collections.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none","collection"],"default":"collection"},"title":{"type":"string","maxLength":200,"default":""},"subtitle":{"type":"string","maxLength":200,"default":""},"descriptionType":{"type":"string","enum":["static","none"],"default":"none"},"description":{"type":"string","maxLength":1000,"default":""},"apiParams":{"type":"object","additionalProperties":false,"default":{},"properties":{"collectionID":{"type":"integer","minimum":1,"maximum":2147483647}}},"displayOptions":{"type":"object","additionalProperties":false,"default":{},"properties":{"featuredImage":{"type":"boolean","default":false},"fallbackImage":{"type":"string","maxLength":2000}}},"containerOptions":{"$ref":"common/container-options.schema.json"}}};

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/featured-collections.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "collection";
}
if(data.title === undefined){
data.title = "";
}
if(data.subtitle === undefined){
data.subtitle = "";
}
if(data.descriptionType === undefined){
data.descriptionType = "none";
}
if(data.description === undefined){
data.description = "";
}
if(data.apiParams === undefined){
data.apiParams = {};
}
if(data.displayOptions === undefined){
data.displayOptions = {};
}
for(const key0 in data){
if(!((((((((key0 === "titleType") || (key0 === "title")) || (key0 === "subtitle")) || (key0 === "descriptionType")) || (key0 === "description")) || (key0 === "apiParams")) || (key0 === "displayOptions")) || (key0 === "containerOptions"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data0 === "static") || (data0 === "none")) || (data0 === "collection"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema37.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.descriptionType;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data3 === "static") || (data3 === "none"))){
const err8 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema37.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.description;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data5 = data.apiParams;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
if(!(key1 === "collectionID")){
const err11 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data5.collectionID !== undefined){
let data6 = data5.collectionID;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err12 = {instancePath:instancePath+"/apiParams/collectionID",schemaPath:"#/properties/apiParams/properties/collectionID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 2147483647 || isNaN(data6)){
const err13 = {instancePath:instancePath+"/apiParams/collectionID",schemaPath:"#/properties/apiParams/properties/collectionID/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err14 = {instancePath:instancePath+"/apiParams/collectionID",schemaPath:"#/properties/apiParams/properties/collectionID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err15 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
let data7 = data.displayOptions;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.featuredImage === undefined){
data7.featuredImage = false;
}
for(const key2 in data7){
if(!((key2 === "featuredImage") || (key2 === "fallbackImage"))){
const err16 = {instancePath:instancePath+"/displayOptions",schemaPath:"#/properties/displayOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(typeof data7.featuredImage !== "boolean"){
const err17 = {instancePath:instancePath+"/displayOptions/featuredImage",schemaPath:"#/properties/displayOptions/properties/featuredImage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data7.fallbackImage !== undefined){
let data9 = data7.fallbackImage;
if(typeof data9 === "string"){
if(func2(data9) > 2000){
const err18 = {instancePath:instancePath+"/displayOptions/fallbackImage",schemaPath:"#/properties/displayOptions/properties/fallbackImage/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
const err19 = {instancePath:instancePath+"/displayOptions/fallbackImage",schemaPath:"#/properties/displayOptions/properties/fallbackImage/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath:instancePath+"/displayOptions",schemaPath:"#/properties/displayOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.containerOptions !== undefined){
if(!(validate24(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
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
validate84.errors = vErrors;
return errors === 0;
}

export const validateGroupHeader = validate86;
const schema38 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/group-header.schema.json","type":"object","additionalProperties":false,"properties":{"showBanner":{"type":"boolean","default":true},"showDescription":{"type":"boolean","default":true},"isAsset":{"type":"boolean","default":true}}};

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/group-header.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.showBanner === undefined){
data.showBanner = true;
}
if(data.showDescription === undefined){
data.showDescription = true;
}
if(data.isAsset === undefined){
data.isAsset = true;
}
for(const key0 in data){
if(!(((key0 === "showBanner") || (key0 === "showDescription")) || (key0 === "isAsset"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(typeof data.showBanner !== "boolean"){
const err1 = {instancePath:instancePath+"/showBanner",schemaPath:"#/properties/showBanner/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data.showDescription !== "boolean"){
const err2 = {instancePath:instancePath+"/showDescription",schemaPath:"#/properties/showDescription/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data.isAsset !== "boolean"){
const err3 = {instancePath:instancePath+"/isAsset",schemaPath:"#/properties/isAsset/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate86.errors = vErrors;
return errors === 0;
}

export const validateGroupMembers = validate87;
const schema39 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/group-members.schema.json","type":"object","additionalProperties":false,"properties":{"title":{"type":"string","maxLength":200,"default":"Members"},"limit":{"type":"integer","minimum":1,"maximum":50,"default":10},"containerOptions":{"$ref":"common/container-options-minimal.schema.json"},"isAsset":{"type":"boolean","default":true}}};

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/group-members.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
data.title = "Members";
}
if(data.limit === undefined){
data.limit = 10;
}
if(data.isAsset === undefined){
data.isAsset = true;
}
for(const key0 in data){
if(!((((key0 === "title") || (key0 === "limit")) || (key0 === "containerOptions")) || (key0 === "isAsset"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.title;
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err1 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.limit;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 50 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.containerOptions !== undefined){
if(!(validate30(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(typeof data.isAsset !== "boolean"){
const err6 = {instancePath:instancePath+"/isAsset",schemaPath:"#/properties/isAsset/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate87.errors = vErrors;
return errors === 0;
}

export const validateGuestCta = validate89;
const schema40 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/guest-cta.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"static"},"title":{"type":"string","maxLength":200,"default":"Welcome!"},"descriptionType":{"type":"string","enum":["static","none"],"default":"static"},"description":{"type":"string","maxLength":1000,"default":"It looks like you're new here. Sign in or register to get started."},"alignment":{"type":"string","enum":["left","center"],"default":"left"},"textColor":{"type":"string","default":""},"borderType":{"type":"string","enum":["none","border","shadow"],"default":"border"},"button":{"allOf":[{"$ref":"common/cta-button.schema.json"}],"default":{"title":"Sign In","type":"primary"}},"secondButton":{"allOf":[{"$ref":"common/cta-button.schema.json"}],"default":{"title":"Register","type":"standard"}},"background":{"$ref":"common/background.schema.json"}}};
const schema41 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/common/cta-button.schema.json","type":"object","additionalProperties":false,"properties":{"title":{"type":"string"},"type":{"type":"string","enum":["standard","primary","text"],"default":"primary"},"url":{"type":"string"}}};

function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/common/cta-button.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
data.type = "primary";
}
for(const key0 in data){
if(!(((key0 === "title") || (key0 === "type")) || (key0 === "url"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err1 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
let data1 = data.type;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((data1 === "standard") || (data1 === "primary")) || (data1 === "text"))){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema41.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err4 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate90.errors = vErrors;
return errors === 0;
}


function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/guest-cta.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "Welcome!";
}
if(data.descriptionType === undefined){
data.descriptionType = "static";
}
if(data.description === undefined){
data.description = "It looks like you're new here. Sign in or register to get started.";
}
if(data.alignment === undefined){
data.alignment = "left";
}
if(data.textColor === undefined){
data.textColor = "";
}
if(data.borderType === undefined){
data.borderType = "border";
}
if(data.button === undefined){
data.button = {"title":"Sign In","type":"primary"};
}
if(data.secondButton === undefined){
data.secondButton = {"title":"Register","type":"standard"};
}
for(const key0 in data){
if(!(func5.call(schema40.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema40.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.descriptionType;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data2 === "static") || (data2 === "none"))){
const err6 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema40.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.description;
if(typeof data3 === "string"){
if(func2(data3) > 1000){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.alignment;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/alignment",schemaPath:"#/properties/alignment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data4 === "left") || (data4 === "center"))){
const err10 = {instancePath:instancePath+"/alignment",schemaPath:"#/properties/alignment/enum",keyword:"enum",params:{allowedValues: schema40.properties.alignment.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data.textColor !== "string"){
const err11 = {instancePath:instancePath+"/textColor",schemaPath:"#/properties/textColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
let data6 = data.borderType;
if(typeof data6 !== "string"){
const err12 = {instancePath:instancePath+"/borderType",schemaPath:"#/properties/borderType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((data6 === "none") || (data6 === "border")) || (data6 === "shadow"))){
const err13 = {instancePath:instancePath+"/borderType",schemaPath:"#/properties/borderType/enum",keyword:"enum",params:{allowedValues: schema40.properties.borderType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(validate90(data.button, {instancePath:instancePath+"/button",parentData:data,parentDataProperty:"button",rootData}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
if(!(validate90(data.secondButton, {instancePath:instancePath+"/secondButton",parentData:data,parentDataProperty:"secondButton",rootData}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
if(data.background !== undefined){
if(!(validate25(data.background, {instancePath:instancePath+"/background",parentData:data,parentDataProperty:"background",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate89.errors = vErrors;
return errors === 0;
}

export const validateGuidePager = validate94;
const schema42 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/guide-pager.schema.json","type":"object","additionalProperties":false,"properties":{"containerOptions":{"$ref":"common/container-options-minimal.schema.json"},"isAsset":{"type":"boolean","default":true}}};

function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/guide-pager.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.isAsset === undefined){
data.isAsset = true;
}
for(const key0 in data){
if(!((key0 === "containerOptions") || (key0 === "isAsset"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.containerOptions !== undefined){
if(!(validate30(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(typeof data.isAsset !== "boolean"){
const err1 = {instancePath:instancePath+"/isAsset",schemaPath:"#/properties/isAsset/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate94.errors = vErrors;
return errors === 0;
}

export const validateGuideToc = validate96;
const schema43 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/guide-toc.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"static"},"title":{"type":"string","maxLength":200,"default":"Contents"},"subtitle":{"type":"string","maxLength":200,"default":""},"descriptionType":{"type":"string","enum":["static","none"],"default":"none"},"description":{"type":"string","maxLength":1000,"default":""},"knowledgeBaseID":{"type":"integer","minimum":1,"maximum":2147483647},"containerOptions":{"$ref":"common/container-options-minimal.schema.json"}}};

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/guide-toc.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "Contents";
}
if(data.subtitle === undefined){
data.subtitle = "";
}
if(data.descriptionType === undefined){
data.descriptionType = "none";
}
if(data.description === undefined){
data.description = "";
}
for(const key0 in data){
if(!(((((((key0 === "titleType") || (key0 === "title")) || (key0 === "subtitle")) || (key0 === "descriptionType")) || (key0 === "description")) || (key0 === "knowledgeBaseID")) || (key0 === "containerOptions"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema43.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.descriptionType;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data3 === "static") || (data3 === "none"))){
const err8 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema43.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.description;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.knowledgeBaseID !== undefined){
let data5 = data.knowledgeBaseID;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err11 = {instancePath:instancePath+"/knowledgeBaseID",schemaPath:"#/properties/knowledgeBaseID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 2147483647 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/knowledgeBaseID",schemaPath:"#/properties/knowledgeBaseID/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err13 = {instancePath:instancePath+"/knowledgeBaseID",schemaPath:"#/properties/knowledgeBaseID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.containerOptions !== undefined){
if(!(validate30(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate96.errors = vErrors;
return errors === 0;
}

export const validateHtml = validate98;
const schema44 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/html.schema.json","type":"object","additionalProperties":false,"properties":{"name":{"type":"string","maxLength":100,"default":""},"isAdvertisement":{"type":"boolean","default":false},"html":{"type":"string","maxLength":100000,"default":""},"css":{"type":"string","maxLength":100000,"default":""},"javascript":{"type":"string","maxLength":100000,"default":""}}};

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/html.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
data.name = "";
}
if(data.isAdvertisement === undefined){
data.isAdvertisement = false;
}
if(data.html === undefined){
data.html = "";
}
if(data.css === undefined){
data.css = "";
}
if(data.javascript === undefined){
data.javascript = "";
}
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "isAdvertisement")) || (key0 === "html")) || (key0 === "css")) || (key0 === "javascript"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.name;
if(typeof data0 === "string"){
if(func2(data0) > 100){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data.isAdvertisement !== "boolean"){
const err3 = {instancePath:instancePath+"/isAdvertisement",schemaPath:"#/properties/isAdvertisement/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
let data2 = data.html;
if(typeof data2 === "string"){
if(func2(data2) > 100000){
const err4 = {instancePath:instancePath+"/html",schemaPath:"#/properties/html/maxLength",keyword:"maxLength",params:{limit: 100000},message:"must NOT have more than 100000 characters"};
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
const err5 = {instancePath:instancePath+"/html",schemaPath:"#/properties/html/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
let data3 = data.css;
if(typeof data3 === "string"){
if(func2(data3) > 100000){
const err6 = {instancePath:instancePath+"/css",schemaPath:"#/properties/css/maxLength",keyword:"maxLength",params:{limit: 100000},message:"must NOT have more than 100000 characters"};
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
const err7 = {instancePath:instancePath+"/css",schemaPath:"#/properties/css/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
let data4 = data.javascript;
if(typeof data4 === "string"){
if(func2(data4) > 100000){
const err8 = {instancePath:instancePath+"/javascript",schemaPath:"#/properties/javascript/maxLength",keyword:"maxLength",params:{limit: 100000},message:"must NOT have more than 100000 characters"};
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
const err9 = {instancePath:instancePath+"/javascript",schemaPath:"#/properties/javascript/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate98.errors = vErrors;
return errors === 0;
}

export const validateKbSearch = validate99;
const schema45 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/kb-search.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"none"},"title":{"type":"string","maxLength":200,"default":""},"subtitle":{"type":"string","maxLength":200,"default":""},"descriptionType":{"type":"string","enum":["static","none"],"default":"none"},"description":{"type":"string","maxLength":1000,"default":""},"placeholder":{"type":"string","maxLength":200,"default":"Search articles"},"knowledgeBaseID":{"type":"integer","minimum":1,"maximum":2147483647},"containerOptions":{"$ref":"common/container-options-minimal.schema.json"}}};

function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/kb-search.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "none";
}
if(data.title === undefined){
data.title = "";
}
if(data.subtitle === undefined){
data.subtitle = "";
}
if(data.descriptionType === undefined){
data.descriptionType = "none";
}
if(data.description === undefined){
data.description = "";
}
if(data.placeholder === undefined){
data.placeholder = "Search articles";
}
for(const key0 in data){
if(!((((((((key0 === "titleType") || (key0 === "title")) || (key0 === "subtitle")) || (key0 === "descriptionType")) || (key0 === "description")) || (key0 === "placeholder")) || (key0 === "knowledgeBaseID")) || (key0 === "containerOptions"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema45.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.descriptionType;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data3 === "static") || (data3 === "none"))){
const err8 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema45.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.description;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data5 = data.placeholder;
if(typeof data5 === "string"){
if(func2(data5) > 200){
const err11 = {instancePath:instancePath+"/placeholder",schemaPath:"#/properties/placeholder/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err12 = {instancePath:instancePath+"/placeholder",schemaPath:"#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.knowledgeBaseID !== undefined){
let data6 = data.knowledgeBaseID;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err13 = {instancePath:instancePath+"/knowledgeBaseID",schemaPath:"#/properties/knowledgeBaseID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 2147483647 || isNaN(data6)){
const err14 = {instancePath:instancePath+"/knowledgeBaseID",schemaPath:"#/properties/knowledgeBaseID/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/knowledgeBaseID",schemaPath:"#/properties/knowledgeBaseID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.containerOptions !== undefined){
if(!(validate30(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate99.errors = vErrors;
return errors === 0;
}

export const validateKnowledgeBases = validate101;
const schema46 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/knowledge-bases.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"static"},"title":{"type":"string","maxLength":200,"default":"Knowledge Bases"},"subtitle":{"type":"string","maxLength":200,"default":""},"descriptionType":{"type":"string","enum":["static","none"],"default":"none"},"description":{"type":"string","maxLength":1000,"default":""},"apiParams":{"type":"object","additionalProperties":false,"default":{},"properties":{"filter":{"type":"string","enum":["none","subcommunity"],"default":"none"},"siteSectionID":{"type":"integer","minimum":0,"maximum":2147483647},"limit":{"type":"integer","minimum":1,"maximum":100,"default":30}}},"display":{"type":"object","additionalProperties":false,"default":{},"properties":{"icon":{"type":"boolean","default":true},"description":{"type":"boolean","default":true},"counts":{"type":"boolean","default":true}}},"displayType":{"type":"string","enum":["grid","list"],"default":"grid"},"maxColumnCount":{"type":"integer","minimum":1,"maximum":4,"default":3},"containerOptions":{"$ref":"common/container-options-minimal.schema.json"}}};

function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/knowledge-bases.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "Knowledge Bases";
}
if(data.subtitle === undefined){
data.subtitle = "";
}
if(data.descriptionType === undefined){
data.descriptionType = "none";
}
if(data.description === undefined){
data.description = "";
}
if(data.apiParams === undefined){
data.apiParams = {};
}
if(data.display === undefined){
data.display = {};
}
if(data.displayType === undefined){
data.displayType = "grid";
}
if(data.maxColumnCount === undefined){
data.maxColumnCount = 3;
}
for(const key0 in data){
if(!(func5.call(schema46.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema46.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.descriptionType;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data3 === "static") || (data3 === "none"))){
const err8 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema46.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.description;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data5 = data.apiParams;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.filter === undefined){
data5.filter = "none";
}
if(data5.limit === undefined){
data5.limit = 30;
}
for(const key1 in data5){
if(!(((key1 === "filter") || (key1 === "siteSectionID")) || (key1 === "limit"))){
const err11 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
let data6 = data5.filter;
if(typeof data6 !== "string"){
const err12 = {instancePath:instancePath+"/apiParams/filter",schemaPath:"#/properties/apiParams/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data6 === "none") || (data6 === "subcommunity"))){
const err13 = {instancePath:instancePath+"/apiParams/filter",schemaPath:"#/properties/apiParams/properties/filter/enum",keyword:"enum",params:{allowedValues: schema46.properties.apiParams.properties.filter.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.siteSectionID !== undefined){
let data7 = data5.siteSectionID;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err14 = {instancePath:instancePath+"/apiParams/siteSectionID",schemaPath:"#/properties/apiParams/properties/siteSectionID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 2147483647 || isNaN(data7)){
const err15 = {instancePath:instancePath+"/apiParams/siteSectionID",schemaPath:"#/properties/apiParams/properties/siteSectionID/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err16 = {instancePath:instancePath+"/apiParams/siteSectionID",schemaPath:"#/properties/apiParams/properties/siteSectionID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
let data8 = data5.limit;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err17 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 100 || isNaN(data8)){
const err18 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err19 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err20 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
let data9 = data.display;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.icon === undefined){
data9.icon = true;
}
if(data9.description === undefined){
data9.description = true;
}
if(data9.counts === undefined){
data9.counts = true;
}
for(const key2 in data9){
if(!(((key2 === "icon") || (key2 === "description")) || (key2 === "counts"))){
const err21 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(typeof data9.icon !== "boolean"){
const err22 = {instancePath:instancePath+"/display/icon",schemaPath:"#/properties/display/properties/icon/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(typeof data9.description !== "boolean"){
const err23 = {instancePath:instancePath+"/display/description",schemaPath:"#/properties/display/properties/description/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data9.counts !== "boolean"){
const err24 = {instancePath:instancePath+"/display/counts",schemaPath:"#/properties/display/properties/counts/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err25 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
let data13 = data.displayType;
if(typeof data13 !== "string"){
const err26 = {instancePath:instancePath+"/displayType",schemaPath:"#/properties/displayType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!((data13 === "grid") || (data13 === "list"))){
const err27 = {instancePath:instancePath+"/displayType",schemaPath:"#/properties/displayType/enum",keyword:"enum",params:{allowedValues: schema46.properties.displayType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
let data14 = data.maxColumnCount;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err28 = {instancePath:instancePath+"/maxColumnCount",schemaPath:"#/properties/maxColumnCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(typeof data14 == "number"){
if(data14 > 4 || isNaN(data14)){
const err29 = {instancePath:instancePath+"/maxColumnCount",schemaPath:"#/properties/maxColumnCount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4},message:"must be <= 4"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data14 < 1 || isNaN(data14)){
const err30 = {instancePath:instancePath+"/maxColumnCount",schemaPath:"#/properties/maxColumnCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.containerOptions !== undefined){
if(!(validate30(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate101.errors = vErrors;
return errors === 0;
}

export const validateKnowledgeCategoryTree = validate103;
const schema47 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/knowledge-category-tree.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"static"},"title":{"type":"string","maxLength":200,"default":"Categories"},"subtitle":{"type":"string","maxLength":200,"default":""},"descriptionType":{"type":"string","enum":["static","none"],"default":"none"},"description":{"type":"string","maxLength":1000,"default":""},"knowledgeBaseID":{"type":"integer","minimum":1,"maximum":2147483647},"showCounts":{"type":"boolean","default":true},"containerOptions":{"$ref":"common/container-options-minimal.schema.json"}}};

function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/knowledge-category-tree.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "Categories";
}
if(data.subtitle === undefined){
data.subtitle = "";
}
if(data.descriptionType === undefined){
data.descriptionType = "none";
}
if(data.description === undefined){
data.description = "";
}
if(data.showCounts === undefined){
data.showCounts = true;
}
for(const key0 in data){
if(!((((((((key0 === "titleType") || (key0 === "title")) || (key0 === "subtitle")) || (key0 === "descriptionType")) || (key0 === "description")) || (key0 === "knowledgeBaseID")) || (key0 === "showCounts")) || (key0 === "containerOptions"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema47.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.descriptionType;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data3 === "static") || (data3 === "none"))){
const err8 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema47.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.description;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.knowledgeBaseID !== undefined){
let data5 = data.knowledgeBaseID;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err11 = {instancePath:instancePath+"/knowledgeBaseID",schemaPath:"#/properties/knowledgeBaseID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 2147483647 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/knowledgeBaseID",schemaPath:"#/properties/knowledgeBaseID/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err13 = {instancePath:instancePath+"/knowledgeBaseID",schemaPath:"#/properties/knowledgeBaseID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(typeof data.showCounts !== "boolean"){
const err14 = {instancePath:instancePath+"/showCounts",schemaPath:"#/properties/showCounts/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.containerOptions !== undefined){
if(!(validate30(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate103.errors = vErrors;
return errors === 0;
}

export const validateLeaderboard = validate105;
const schema48 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/leaderboard.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"static"},"title":{"type":"string","maxLength":200,"default":""},"subtitle":{"type":"string","maxLength":200,"default":""},"descriptionType":{"type":"string","enum":["static","none"],"default":"static"},"description":{"type":"string","maxLength":1000,"default":""},"apiParams":{"type":"object","additionalProperties":false,"default":{},"properties":{"slotType":{"type":"string","enum":["d","w","m","y","a"],"default":"a"},"leaderboardType":{"type":"string","enum":["reputation","posts","acceptedAnswers"],"default":"reputation"},"limit":{"type":"integer","minimum":1,"maximum":100,"default":10},"includedRoleIDs":{"type":"array","items":{"type":"integer"},"default":[]},"excludedRoleIDs":{"type":"array","items":{"type":"integer"},"default":[]},"filter":{"type":"string","enum":["none","subcommunity","category"],"default":"none"},"siteSectionID":{"type":"integer","minimum":0},"categoryID":{"type":"integer","minimum":1}}},"containerOptions":{"type":"object","additionalProperties":false,"default":{},"properties":{"outerBackground":{"$ref":"common/background.schema.json"},"innerBackground":{"$ref":"common/background.schema.json"},"borderType":{"type":"string","enum":["none","border","separator","shadow"],"default":"none"},"headerAlignment":{"type":"string","enum":["left","center"],"default":"left"}}}}};

function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/leaderboard.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "";
}
if(data.subtitle === undefined){
data.subtitle = "";
}
if(data.descriptionType === undefined){
data.descriptionType = "static";
}
if(data.description === undefined){
data.description = "";
}
if(data.apiParams === undefined){
data.apiParams = {};
}
if(data.containerOptions === undefined){
data.containerOptions = {};
}
for(const key0 in data){
if(!(((((((key0 === "titleType") || (key0 === "title")) || (key0 === "subtitle")) || (key0 === "descriptionType")) || (key0 === "description")) || (key0 === "apiParams")) || (key0 === "containerOptions"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema48.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.descriptionType;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data3 === "static") || (data3 === "none"))){
const err8 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema48.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.description;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data5 = data.apiParams;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.slotType === undefined){
data5.slotType = "a";
}
if(data5.leaderboardType === undefined){
data5.leaderboardType = "reputation";
}
if(data5.limit === undefined){
data5.limit = 10;
}
if(data5.includedRoleIDs === undefined){
data5.includedRoleIDs = [];
}
if(data5.excludedRoleIDs === undefined){
data5.excludedRoleIDs = [];
}
if(data5.filter === undefined){
data5.filter = "none";
}
for(const key1 in data5){
if(!((((((((key1 === "slotType") || (key1 === "leaderboardType")) || (key1 === "limit")) || (key1 === "includedRoleIDs")) || (key1 === "excludedRoleIDs")) || (key1 === "filter")) || (key1 === "siteSectionID")) || (key1 === "categoryID"))){
const err11 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
let data6 = data5.slotType;
if(typeof data6 !== "string"){
const err12 = {instancePath:instancePath+"/apiParams/slotType",schemaPath:"#/properties/apiParams/properties/slotType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((((data6 === "d") || (data6 === "w")) || (data6 === "m")) || (data6 === "y")) || (data6 === "a"))){
const err13 = {instancePath:instancePath+"/apiParams/slotType",schemaPath:"#/properties/apiParams/properties/slotType/enum",keyword:"enum",params:{allowedValues: schema48.properties.apiParams.properties.slotType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
let data7 = data5.leaderboardType;
if(typeof data7 !== "string"){
const err14 = {instancePath:instancePath+"/apiParams/leaderboardType",schemaPath:"#/properties/apiParams/properties/leaderboardType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((data7 === "reputation") || (data7 === "posts")) || (data7 === "acceptedAnswers"))){
const err15 = {instancePath:instancePath+"/apiParams/leaderboardType",schemaPath:"#/properties/apiParams/properties/leaderboardType/enum",keyword:"enum",params:{allowedValues: schema48.properties.apiParams.properties.leaderboardType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
let data8 = data5.limit;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err16 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 100 || isNaN(data8)){
const err17 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err18 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
let data9 = data5.includedRoleIDs;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err19 = {instancePath:instancePath+"/apiParams/includedRoleIDs/" + i0,schemaPath:"#/properties/apiParams/properties/includedRoleIDs/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err20 = {instancePath:instancePath+"/apiParams/includedRoleIDs",schemaPath:"#/properties/apiParams/properties/includedRoleIDs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
let data11 = data5.excludedRoleIDs;
if(Array.isArray(data11)){
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err21 = {instancePath:instancePath+"/apiParams/excludedRoleIDs/" + i1,schemaPath:"#/properties/apiParams/properties/excludedRoleIDs/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/apiParams/excludedRoleIDs",schemaPath:"#/properties/apiParams/properties/excludedRoleIDs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
let data13 = data5.filter;
if(typeof data13 !== "string"){
const err23 = {instancePath:instancePath+"/apiParams/filter",schemaPath:"#/properties/apiParams/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((data13 === "none") || (data13 === "subcommunity")) || (data13 === "category"))){
const err24 = {instancePath:instancePath+"/apiParams/filter",schemaPath:"#/properties/apiParams/properties/filter/enum",keyword:"enum",params:{allowedValues: schema48.properties.apiParams.properties.filter.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data5.siteSectionID !== undefined){
let data14 = data5.siteSectionID;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err25 = {instancePath:instancePath+"/apiParams/siteSectionID",schemaPath:"#/properties/apiParams/properties/siteSectionID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data14 == "number"){
if(data14 < 0 || isNaN(data14)){
const err26 = {instancePath:instancePath+"/apiParams/siteSectionID",schemaPath:"#/properties/apiParams/properties/siteSectionID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data5.categoryID !== undefined){
let data15 = data5.categoryID;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
const err27 = {instancePath:instancePath+"/apiParams/categoryID",schemaPath:"#/properties/apiParams/properties/categoryID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data15 == "number"){
if(data15 < 1 || isNaN(data15)){
const err28 = {instancePath:instancePath+"/apiParams/categoryID",schemaPath:"#/properties/apiParams/properties/categoryID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
}
else {
const err29 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
let data16 = data.containerOptions;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.borderType === undefined){
data16.borderType = "none";
}
if(data16.headerAlignment === undefined){
data16.headerAlignment = "left";
}
for(const key2 in data16){
if(!((((key2 === "outerBackground") || (key2 === "innerBackground")) || (key2 === "borderType")) || (key2 === "headerAlignment"))){
const err30 = {instancePath:instancePath+"/containerOptions",schemaPath:"#/properties/containerOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data16.outerBackground !== undefined){
if(!(validate25(data16.outerBackground, {instancePath:instancePath+"/containerOptions/outerBackground",parentData:data16,parentDataProperty:"outerBackground",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data16.innerBackground !== undefined){
if(!(validate25(data16.innerBackground, {instancePath:instancePath+"/containerOptions/innerBackground",parentData:data16,parentDataProperty:"innerBackground",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
let data19 = data16.borderType;
if(typeof data19 !== "string"){
const err31 = {instancePath:instancePath+"/containerOptions/borderType",schemaPath:"#/properties/containerOptions/properties/borderType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!((((data19 === "none") || (data19 === "border")) || (data19 === "separator")) || (data19 === "shadow"))){
const err32 = {instancePath:instancePath+"/containerOptions/borderType",schemaPath:"#/properties/containerOptions/properties/borderType/enum",keyword:"enum",params:{allowedValues: schema48.properties.containerOptions.properties.borderType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
let data20 = data16.headerAlignment;
if(typeof data20 !== "string"){
const err33 = {instancePath:instancePath+"/containerOptions/headerAlignment",schemaPath:"#/properties/containerOptions/properties/headerAlignment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!((data20 === "left") || (data20 === "center"))){
const err34 = {instancePath:instancePath+"/containerOptions/headerAlignment",schemaPath:"#/properties/containerOptions/properties/headerAlignment/enum",keyword:"enum",params:{allowedValues: schema48.properties.containerOptions.properties.headerAlignment.enum},message:"must be equal to one of the allowed values"};
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
const err35 = {instancePath:instancePath+"/containerOptions",schemaPath:"#/properties/containerOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate105.errors = vErrors;
return errors === 0;
}

export const validateNewPost = validate108;
const schema49 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/new-post.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"none"},"title":{"type":"string","maxLength":200,"default":""},"postableDiscussionTypes":{"type":"array","items":{"type":"string","enum":["discussion","question","poll"]},"uniqueItems":true,"default":["discussion","question"]},"asOwnButtons":{"type":"array","items":{"type":"string","enum":["discussion","question","poll"]},"uniqueItems":true,"default":[]},"excludedButtons":{"type":"array","items":{"type":"string","enum":["discussion","question","poll"]},"uniqueItems":true,"default":[]},"borderRadius":{"type":"integer","minimum":0,"maximum":40},"customLabels":{"type":"object","additionalProperties":false,"default":{},"properties":{"showLabels":{"type":"boolean","default":false},"menu":{"type":"string","maxLength":60},"discussion":{"type":"string","maxLength":60},"question":{"type":"string","maxLength":60},"poll":{"type":"string","maxLength":60}}},"containerOptions":{"$ref":"common/container-options.schema.json"}}};

function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/new-post.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "none";
}
if(data.title === undefined){
data.title = "";
}
if(data.postableDiscussionTypes === undefined){
data.postableDiscussionTypes = ["discussion","question"];
}
if(data.asOwnButtons === undefined){
data.asOwnButtons = [];
}
if(data.excludedButtons === undefined){
data.excludedButtons = [];
}
if(data.customLabels === undefined){
data.customLabels = {};
}
for(const key0 in data){
if(!((((((((key0 === "titleType") || (key0 === "title")) || (key0 === "postableDiscussionTypes")) || (key0 === "asOwnButtons")) || (key0 === "excludedButtons")) || (key0 === "borderRadius")) || (key0 === "customLabels")) || (key0 === "containerOptions"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema49.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.postableDiscussionTypes;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/postableDiscussionTypes/" + i0,schemaPath:"#/properties/postableDiscussionTypes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((data3 === "discussion") || (data3 === "question")) || (data3 === "poll"))){
const err6 = {instancePath:instancePath+"/postableDiscussionTypes/" + i0,schemaPath:"#/properties/postableDiscussionTypes/items/enum",keyword:"enum",params:{allowedValues: schema49.properties.postableDiscussionTypes.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let i1 = data2.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data2[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err7 = {instancePath:instancePath+"/postableDiscussionTypes",schemaPath:"#/properties/postableDiscussionTypes/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err8 = {instancePath:instancePath+"/postableDiscussionTypes",schemaPath:"#/properties/postableDiscussionTypes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.asOwnButtons;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i2=0; i2<len1; i2++){
let data5 = data4[i2];
if(typeof data5 !== "string"){
const err9 = {instancePath:instancePath+"/asOwnButtons/" + i2,schemaPath:"#/properties/asOwnButtons/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((data5 === "discussion") || (data5 === "question")) || (data5 === "poll"))){
const err10 = {instancePath:instancePath+"/asOwnButtons/" + i2,schemaPath:"#/properties/asOwnButtons/items/enum",keyword:"enum",params:{allowedValues: schema49.properties.asOwnButtons.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
let i3 = data4.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data4[i3];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err11 = {instancePath:instancePath+"/asOwnButtons",schemaPath:"#/properties/asOwnButtons/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err12 = {instancePath:instancePath+"/asOwnButtons",schemaPath:"#/properties/asOwnButtons/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
let data6 = data.excludedButtons;
if(Array.isArray(data6)){
const len2 = data6.length;
for(let i4=0; i4<len2; i4++){
let data7 = data6[i4];
if(typeof data7 !== "string"){
const err13 = {instancePath:instancePath+"/excludedButtons/" + i4,schemaPath:"#/properties/excludedButtons/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((data7 === "discussion") || (data7 === "question")) || (data7 === "poll"))){
const err14 = {instancePath:instancePath+"/excludedButtons/" + i4,schemaPath:"#/properties/excludedButtons/items/enum",keyword:"enum",params:{allowedValues: schema49.properties.excludedButtons.items.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
let i5 = data6.length;
let j2;
if(i5 > 1){
const indices2 = {};
for(;i5--;){
let item2 = data6[i5];
if(typeof item2 !== "string"){
continue;
}
if(typeof indices2[item2] == "number"){
j2 = indices2[item2];
const err15 = {instancePath:instancePath+"/excludedButtons",schemaPath:"#/properties/excludedButtons/uniqueItems",keyword:"uniqueItems",params:{i: i5, j: j2},message:"must NOT have duplicate items (items ## "+j2+" and "+i5+" are identical)"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
break;
}
indices2[item2] = i5;
}
}
}
else {
const err16 = {instancePath:instancePath+"/excludedButtons",schemaPath:"#/properties/excludedButtons/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.borderRadius !== undefined){
let data8 = data.borderRadius;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err17 = {instancePath:instancePath+"/borderRadius",schemaPath:"#/properties/borderRadius/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 40 || isNaN(data8)){
const err18 = {instancePath:instancePath+"/borderRadius",schemaPath:"#/properties/borderRadius/maximum",keyword:"maximum",params:{comparison: "<=", limit: 40},message:"must be <= 40"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err19 = {instancePath:instancePath+"/borderRadius",schemaPath:"#/properties/borderRadius/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
let data9 = data.customLabels;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.showLabels === undefined){
data9.showLabels = false;
}
for(const key1 in data9){
if(!(((((key1 === "showLabels") || (key1 === "menu")) || (key1 === "discussion")) || (key1 === "question")) || (key1 === "poll"))){
const err20 = {instancePath:instancePath+"/customLabels",schemaPath:"#/properties/customLabels/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(typeof data9.showLabels !== "boolean"){
const err21 = {instancePath:instancePath+"/customLabels/showLabels",schemaPath:"#/properties/customLabels/properties/showLabels/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data9.menu !== undefined){
let data11 = data9.menu;
if(typeof data11 === "string"){
if(func2(data11) > 60){
const err22 = {instancePath:instancePath+"/customLabels/menu",schemaPath:"#/properties/customLabels/properties/menu/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
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
const err23 = {instancePath:instancePath+"/customLabels/menu",schemaPath:"#/properties/customLabels/properties/menu/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data9.discussion !== undefined){
let data12 = data9.discussion;
if(typeof data12 === "string"){
if(func2(data12) > 60){
const err24 = {instancePath:instancePath+"/customLabels/discussion",schemaPath:"#/properties/customLabels/properties/discussion/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
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
const err25 = {instancePath:instancePath+"/customLabels/discussion",schemaPath:"#/properties/customLabels/properties/discussion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data9.question !== undefined){
let data13 = data9.question;
if(typeof data13 === "string"){
if(func2(data13) > 60){
const err26 = {instancePath:instancePath+"/customLabels/question",schemaPath:"#/properties/customLabels/properties/question/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/customLabels/question",schemaPath:"#/properties/customLabels/properties/question/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data9.poll !== undefined){
let data14 = data9.poll;
if(typeof data14 === "string"){
if(func2(data14) > 60){
const err28 = {instancePath:instancePath+"/customLabels/poll",schemaPath:"#/properties/customLabels/properties/poll/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/customLabels/poll",schemaPath:"#/properties/customLabels/properties/poll/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err30 = {instancePath:instancePath+"/customLabels",schemaPath:"#/properties/customLabels/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.containerOptions !== undefined){
if(!(validate24(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate108.errors = vErrors;
return errors === 0;
}

export const validateOriginalPost = validate110;
const schema50 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/original-post.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["discussion/name","static","none"],"default":"discussion/name"},"title":{"type":"string","maxLength":200},"subtitle":{"type":"string","maxLength":200},"description":{"type":"string","maxLength":1000},"authorBadges":{"type":"object","additionalProperties":false,"default":{},"properties":{"display":{"type":"boolean","default":true},"limit":{"type":"integer","minimum":1,"maximum":5,"default":5}}},"containerOptions":{"$ref":"common/container-options-minimal.schema.json"},"isAsset":{"type":"boolean","default":true}}};

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/original-post.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "discussion/name";
}
if(data.authorBadges === undefined){
data.authorBadges = {};
}
if(data.isAsset === undefined){
data.isAsset = true;
}
for(const key0 in data){
if(!(((((((key0 === "titleType") || (key0 === "title")) || (key0 === "subtitle")) || (key0 === "description")) || (key0 === "authorBadges")) || (key0 === "containerOptions")) || (key0 === "isAsset"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data0 === "discussion/name") || (data0 === "static")) || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema50.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.title !== undefined){
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.subtitle !== undefined){
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(typeof data3 === "string"){
if(func2(data3) > 1000){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
let data4 = data.authorBadges;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.display === undefined){
data4.display = true;
}
if(data4.limit === undefined){
data4.limit = 5;
}
for(const key1 in data4){
if(!((key1 === "display") || (key1 === "limit"))){
const err9 = {instancePath:instancePath+"/authorBadges",schemaPath:"#/properties/authorBadges/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(typeof data4.display !== "boolean"){
const err10 = {instancePath:instancePath+"/authorBadges/display",schemaPath:"#/properties/authorBadges/properties/display/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data6 = data4.limit;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err11 = {instancePath:instancePath+"/authorBadges/limit",schemaPath:"#/properties/authorBadges/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 5 || isNaN(data6)){
const err12 = {instancePath:instancePath+"/authorBadges/limit",schemaPath:"#/properties/authorBadges/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err13 = {instancePath:instancePath+"/authorBadges/limit",schemaPath:"#/properties/authorBadges/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/authorBadges",schemaPath:"#/properties/authorBadges/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.containerOptions !== undefined){
if(!(validate30(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(typeof data.isAsset !== "boolean"){
const err15 = {instancePath:instancePath+"/isAsset",schemaPath:"#/properties/isAsset/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate110.errors = vErrors;
return errors === 0;
}

export const validatePostAttachments = validate112;
const schema51 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/post-attachments.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"none"},"title":{"type":"string","maxLength":200},"subtitle":{"type":"string","maxLength":200},"description":{"type":"string","maxLength":1000},"containerOptions":{"$ref":"common/container-options-minimal.schema.json"},"isAsset":{"type":"boolean","default":true}}};

function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/post-attachments.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "none";
}
if(data.isAsset === undefined){
data.isAsset = true;
}
for(const key0 in data){
if(!((((((key0 === "titleType") || (key0 === "title")) || (key0 === "subtitle")) || (key0 === "description")) || (key0 === "containerOptions")) || (key0 === "isAsset"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema51.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.title !== undefined){
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.subtitle !== undefined){
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(typeof data3 === "string"){
if(func2(data3) > 1000){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.containerOptions !== undefined){
if(!(validate30(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(typeof data.isAsset !== "boolean"){
const err9 = {instancePath:instancePath+"/isAsset",schemaPath:"#/properties/isAsset/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate112.errors = vErrors;
return errors === 0;
}

export const validatePostCommentThread = validate114;
const schema52 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/post-comment-thread.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"static"},"title":{"type":"string","maxLength":200,"default":"Comments"},"subtitle":{"type":"string","maxLength":200},"description":{"type":"string","maxLength":1000},"apiParams":{"type":"object","additionalProperties":false,"default":{},"properties":{"sort":{"type":"string","enum":["dateInserted","-dateInserted","-score","-experimentalTrending"],"default":"dateInserted"},"maxDepth":{"type":"integer","minimum":1,"maximum":5,"default":5},"collapseChildDepth":{"type":"integer","minimum":2,"maximum":5,"default":3},"limit":{"type":"integer","minimum":1,"maximum":100,"default":30}}},"showOPTag":{"type":"boolean","default":true},"authorBadges":{"type":"object","additionalProperties":false,"default":{},"properties":{"display":{"type":"boolean","default":true},"limit":{"type":"integer","minimum":1,"maximum":5,"default":5}}},"containerOptions":{"$ref":"common/container-options-minimal.schema.json"},"isAsset":{"type":"boolean","default":true}}};

function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/post-comment-thread.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "Comments";
}
if(data.apiParams === undefined){
data.apiParams = {};
}
if(data.showOPTag === undefined){
data.showOPTag = true;
}
if(data.authorBadges === undefined){
data.authorBadges = {};
}
if(data.isAsset === undefined){
data.isAsset = true;
}
for(const key0 in data){
if(!(func5.call(schema52.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema52.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.subtitle !== undefined){
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(typeof data3 === "string"){
if(func2(data3) > 1000){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
let data4 = data.apiParams;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.sort === undefined){
data4.sort = "dateInserted";
}
if(data4.maxDepth === undefined){
data4.maxDepth = 5;
}
if(data4.collapseChildDepth === undefined){
data4.collapseChildDepth = 3;
}
if(data4.limit === undefined){
data4.limit = 30;
}
for(const key1 in data4){
if(!((((key1 === "sort") || (key1 === "maxDepth")) || (key1 === "collapseChildDepth")) || (key1 === "limit"))){
const err9 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
let data5 = data4.sort;
if(typeof data5 !== "string"){
const err10 = {instancePath:instancePath+"/apiParams/sort",schemaPath:"#/properties/apiParams/properties/sort/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((((data5 === "dateInserted") || (data5 === "-dateInserted")) || (data5 === "-score")) || (data5 === "-experimentalTrending"))){
const err11 = {instancePath:instancePath+"/apiParams/sort",schemaPath:"#/properties/apiParams/properties/sort/enum",keyword:"enum",params:{allowedValues: schema52.properties.apiParams.properties.sort.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
let data6 = data4.maxDepth;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err12 = {instancePath:instancePath+"/apiParams/maxDepth",schemaPath:"#/properties/apiParams/properties/maxDepth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 5 || isNaN(data6)){
const err13 = {instancePath:instancePath+"/apiParams/maxDepth",schemaPath:"#/properties/apiParams/properties/maxDepth/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err14 = {instancePath:instancePath+"/apiParams/maxDepth",schemaPath:"#/properties/apiParams/properties/maxDepth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
let data7 = data4.collapseChildDepth;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err15 = {instancePath:instancePath+"/apiParams/collapseChildDepth",schemaPath:"#/properties/apiParams/properties/collapseChildDepth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 5 || isNaN(data7)){
const err16 = {instancePath:instancePath+"/apiParams/collapseChildDepth",schemaPath:"#/properties/apiParams/properties/collapseChildDepth/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data7 < 2 || isNaN(data7)){
const err17 = {instancePath:instancePath+"/apiParams/collapseChildDepth",schemaPath:"#/properties/apiParams/properties/collapseChildDepth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
let data8 = data4.limit;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err18 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 100 || isNaN(data8)){
const err19 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err20 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err21 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data.showOPTag !== "boolean"){
const err22 = {instancePath:instancePath+"/showOPTag",schemaPath:"#/properties/showOPTag/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
let data10 = data.authorBadges;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.display === undefined){
data10.display = true;
}
if(data10.limit === undefined){
data10.limit = 5;
}
for(const key2 in data10){
if(!((key2 === "display") || (key2 === "limit"))){
const err23 = {instancePath:instancePath+"/authorBadges",schemaPath:"#/properties/authorBadges/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(typeof data10.display !== "boolean"){
const err24 = {instancePath:instancePath+"/authorBadges/display",schemaPath:"#/properties/authorBadges/properties/display/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
let data12 = data10.limit;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err25 = {instancePath:instancePath+"/authorBadges/limit",schemaPath:"#/properties/authorBadges/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data12 == "number"){
if(data12 > 5 || isNaN(data12)){
const err26 = {instancePath:instancePath+"/authorBadges/limit",schemaPath:"#/properties/authorBadges/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data12 < 1 || isNaN(data12)){
const err27 = {instancePath:instancePath+"/authorBadges/limit",schemaPath:"#/properties/authorBadges/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err28 = {instancePath:instancePath+"/authorBadges",schemaPath:"#/properties/authorBadges/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data.containerOptions !== undefined){
if(!(validate30(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(typeof data.isAsset !== "boolean"){
const err29 = {instancePath:instancePath+"/isAsset",schemaPath:"#/properties/isAsset/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate114.errors = vErrors;
return errors === 0;
}

export const validatePostMeta = validate116;
const schema53 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/post-meta.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"none"},"title":{"type":"string","maxLength":200},"subtitle":{"type":"string","maxLength":200},"description":{"type":"string","maxLength":1000},"displayOptions":{"type":"object","additionalProperties":false,"default":{},"properties":{"asMetas":{"type":"boolean","default":false}}},"containerOptions":{"$ref":"common/container-options-minimal.schema.json"},"isAsset":{"type":"boolean","default":true}}};

function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/post-meta.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "none";
}
if(data.displayOptions === undefined){
data.displayOptions = {};
}
if(data.isAsset === undefined){
data.isAsset = true;
}
for(const key0 in data){
if(!(((((((key0 === "titleType") || (key0 === "title")) || (key0 === "subtitle")) || (key0 === "description")) || (key0 === "displayOptions")) || (key0 === "containerOptions")) || (key0 === "isAsset"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema53.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.title !== undefined){
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.subtitle !== undefined){
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(typeof data3 === "string"){
if(func2(data3) > 1000){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
let data4 = data.displayOptions;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.asMetas === undefined){
data4.asMetas = false;
}
for(const key1 in data4){
if(!(key1 === "asMetas")){
const err9 = {instancePath:instancePath+"/displayOptions",schemaPath:"#/properties/displayOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(typeof data4.asMetas !== "boolean"){
const err10 = {instancePath:instancePath+"/displayOptions/asMetas",schemaPath:"#/properties/displayOptions/properties/asMetas/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err11 = {instancePath:instancePath+"/displayOptions",schemaPath:"#/properties/displayOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.containerOptions !== undefined){
if(!(validate30(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(typeof data.isAsset !== "boolean"){
const err12 = {instancePath:instancePath+"/isAsset",schemaPath:"#/properties/isAsset/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate116.errors = vErrors;
return errors === 0;
}

export const validatePostTags = validate118;
const schema54 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/post-tags.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"static"},"title":{"type":"string","maxLength":200,"default":"Find more posts tagged with"},"subtitle":{"type":"string","maxLength":200},"description":{"type":"string","maxLength":1000},"containerOptions":{"$ref":"common/container-options-minimal.schema.json"},"isAsset":{"type":"boolean","default":true}}};

function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/post-tags.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "Find more posts tagged with";
}
if(data.isAsset === undefined){
data.isAsset = true;
}
for(const key0 in data){
if(!((((((key0 === "titleType") || (key0 === "title")) || (key0 === "subtitle")) || (key0 === "description")) || (key0 === "containerOptions")) || (key0 === "isAsset"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema54.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.subtitle !== undefined){
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(typeof data3 === "string"){
if(func2(data3) > 1000){
const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.containerOptions !== undefined){
if(!(validate30(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(typeof data.isAsset !== "boolean"){
const err9 = {instancePath:instancePath+"/isAsset",schemaPath:"#/properties/isAsset/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate118.errors = vErrors;
return errors === 0;
}

export const validateQuestions = validate120;
const schema55 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/questions.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none","category/name"],"default":"static"},"title":{"type":"string","maxLength":200,"default":"Questions"},"subtitle":{"type":"string","maxLength":200,"default":""},"descriptionType":{"type":"string","enum":["static","none","siteSection/description","category/description"],"default":"none"},"description":{"type":"string","maxLength":1000,"default":""},"apiParams":{"type":"object","additionalProperties":false,"properties":{"filter":{"type":"string","enum":["none","category"],"default":"none"},"categoryID":{"type":"integer","minimum":1},"includeChildCategories":{"type":"boolean","default":true},"sort":{"type":"string","enum":["-dateLastComment","-dateInserted","-score","-hot","dateInserted"],"default":"-dateLastComment"},"slotType":{"type":"string","enum":["d","w","m","y","a"],"default":"a"},"limit":{"type":"integer","minimum":1,"maximum":100,"default":10},"status":{"type":"string","enum":["all","unanswered","answered","accepted"],"default":"all"}},"default":{}},"discussionOptions":{"type":"object","additionalProperties":false,"default":{},"properties":{"excerpt":{"type":"object","additionalProperties":false,"properties":{"display":{"type":"boolean","default":true}},"default":{}},"metas":{"allOf":[{"$ref":"common/discussion-meta-options.schema.json"}],"default":{}}}},"containerOptions":{"$ref":"common/container-options.schema.json"}}};

function validate120(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/questions.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "Questions";
}
if(data.subtitle === undefined){
data.subtitle = "";
}
if(data.descriptionType === undefined){
data.descriptionType = "none";
}
if(data.description === undefined){
data.description = "";
}
if(data.apiParams === undefined){
data.apiParams = {};
}
if(data.discussionOptions === undefined){
data.discussionOptions = {};
}
for(const key0 in data){
if(!((((((((key0 === "titleType") || (key0 === "title")) || (key0 === "subtitle")) || (key0 === "descriptionType")) || (key0 === "description")) || (key0 === "apiParams")) || (key0 === "discussionOptions")) || (key0 === "containerOptions"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data0 === "static") || (data0 === "none")) || (data0 === "category/name"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema55.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.descriptionType;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((data3 === "static") || (data3 === "none")) || (data3 === "siteSection/description")) || (data3 === "category/description"))){
const err8 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema55.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.description;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data5 = data.apiParams;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.filter === undefined){
data5.filter = "none";
}
if(data5.includeChildCategories === undefined){
data5.includeChildCategories = true;
}
if(data5.sort === undefined){
data5.sort = "-dateLastComment";
}
if(data5.slotType === undefined){
data5.slotType = "a";
}
if(data5.limit === undefined){
data5.limit = 10;
}
if(data5.status === undefined){
data5.status = "all";
}
for(const key1 in data5){
if(!(((((((key1 === "filter") || (key1 === "categoryID")) || (key1 === "includeChildCategories")) || (key1 === "sort")) || (key1 === "slotType")) || (key1 === "limit")) || (key1 === "status"))){
const err11 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
let data6 = data5.filter;
if(typeof data6 !== "string"){
const err12 = {instancePath:instancePath+"/apiParams/filter",schemaPath:"#/properties/apiParams/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data6 === "none") || (data6 === "category"))){
const err13 = {instancePath:instancePath+"/apiParams/filter",schemaPath:"#/properties/apiParams/properties/filter/enum",keyword:"enum",params:{allowedValues: schema55.properties.apiParams.properties.filter.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.categoryID !== undefined){
let data7 = data5.categoryID;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err14 = {instancePath:instancePath+"/apiParams/categoryID",schemaPath:"#/properties/apiParams/properties/categoryID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 < 1 || isNaN(data7)){
const err15 = {instancePath:instancePath+"/apiParams/categoryID",schemaPath:"#/properties/apiParams/properties/categoryID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(typeof data5.includeChildCategories !== "boolean"){
const err16 = {instancePath:instancePath+"/apiParams/includeChildCategories",schemaPath:"#/properties/apiParams/properties/includeChildCategories/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
let data9 = data5.sort;
if(typeof data9 !== "string"){
const err17 = {instancePath:instancePath+"/apiParams/sort",schemaPath:"#/properties/apiParams/properties/sort/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(((((data9 === "-dateLastComment") || (data9 === "-dateInserted")) || (data9 === "-score")) || (data9 === "-hot")) || (data9 === "dateInserted"))){
const err18 = {instancePath:instancePath+"/apiParams/sort",schemaPath:"#/properties/apiParams/properties/sort/enum",keyword:"enum",params:{allowedValues: schema55.properties.apiParams.properties.sort.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
let data10 = data5.slotType;
if(typeof data10 !== "string"){
const err19 = {instancePath:instancePath+"/apiParams/slotType",schemaPath:"#/properties/apiParams/properties/slotType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(((((data10 === "d") || (data10 === "w")) || (data10 === "m")) || (data10 === "y")) || (data10 === "a"))){
const err20 = {instancePath:instancePath+"/apiParams/slotType",schemaPath:"#/properties/apiParams/properties/slotType/enum",keyword:"enum",params:{allowedValues: schema55.properties.apiParams.properties.slotType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
let data11 = data5.limit;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err21 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 > 100 || isNaN(data11)){
const err22 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err23 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
let data12 = data5.status;
if(typeof data12 !== "string"){
const err24 = {instancePath:instancePath+"/apiParams/status",schemaPath:"#/properties/apiParams/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!((((data12 === "all") || (data12 === "unanswered")) || (data12 === "answered")) || (data12 === "accepted"))){
const err25 = {instancePath:instancePath+"/apiParams/status",schemaPath:"#/properties/apiParams/properties/status/enum",keyword:"enum",params:{allowedValues: schema55.properties.apiParams.properties.status.enum},message:"must be equal to one of the allowed values"};
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
const err26 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
let data13 = data.discussionOptions;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.excerpt === undefined){
data13.excerpt = {};
}
if(data13.metas === undefined){
data13.metas = {};
}
for(const key2 in data13){
if(!((key2 === "excerpt") || (key2 === "metas"))){
const err27 = {instancePath:instancePath+"/discussionOptions",schemaPath:"#/properties/discussionOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
let data14 = data13.excerpt;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.display === undefined){
data14.display = true;
}
for(const key3 in data14){
if(!(key3 === "display")){
const err28 = {instancePath:instancePath+"/discussionOptions/excerpt",schemaPath:"#/properties/discussionOptions/properties/excerpt/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(typeof data14.display !== "boolean"){
const err29 = {instancePath:instancePath+"/discussionOptions/excerpt/display",schemaPath:"#/properties/discussionOptions/properties/excerpt/properties/display/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/discussionOptions/excerpt",schemaPath:"#/properties/discussionOptions/properties/excerpt/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!(validate22(data13.metas, {instancePath:instancePath+"/discussionOptions/metas",parentData:data13,parentDataProperty:"metas",rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
else {
const err31 = {instancePath:instancePath+"/discussionOptions",schemaPath:"#/properties/discussionOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.containerOptions !== undefined){
if(!(validate24(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
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
validate120.errors = vErrors;
return errors === 0;
}

export const validateQuickLinks = validate123;
const schema56 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/quick-links.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"static"},"title":{"type":"string","maxLength":200,"default":"Quick Links"},"subtitle":{"type":"string","maxLength":200,"default":""},"descriptionType":{"type":"string","enum":["static","none","siteSection/description","category/description"],"default":"none"},"description":{"type":"string","maxLength":1000,"default":""},"links":{"type":"array","default":[],"maxItems":50,"items":{"type":"object","additionalProperties":false,"required":["name","url"],"properties":{"id":{"type":"string"},"name":{"type":"string","minLength":1,"maxLength":100},"url":{"type":"string","minLength":1,"maxLength":500},"permission":{"type":"string"},"isHidden":{"type":"boolean","default":false}}}},"containerOptions":{"$ref":"common/container-options.schema.json"}}};

function validate123(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/quick-links.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "Quick Links";
}
if(data.subtitle === undefined){
data.subtitle = "";
}
if(data.descriptionType === undefined){
data.descriptionType = "none";
}
if(data.description === undefined){
data.description = "";
}
if(data.links === undefined){
data.links = [];
}
for(const key0 in data){
if(!(((((((key0 === "titleType") || (key0 === "title")) || (key0 === "subtitle")) || (key0 === "descriptionType")) || (key0 === "description")) || (key0 === "links")) || (key0 === "containerOptions"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema56.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.descriptionType;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((data3 === "static") || (data3 === "none")) || (data3 === "siteSection/description")) || (data3 === "category/description"))){
const err8 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema56.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.description;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data5 = data.links;
if(Array.isArray(data5)){
if(data5.length > 50){
const err11 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.isHidden === undefined){
data6.isHidden = false;
}
if(data6.name === undefined){
const err12 = {instancePath:instancePath+"/links/" + i0,schemaPath:"#/properties/links/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data6.url === undefined){
const err13 = {instancePath:instancePath+"/links/" + i0,schemaPath:"#/properties/links/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data6){
if(!(((((key1 === "id") || (key1 === "name")) || (key1 === "url")) || (key1 === "permission")) || (key1 === "isHidden"))){
const err14 = {instancePath:instancePath+"/links/" + i0,schemaPath:"#/properties/links/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data6.id !== undefined){
if(typeof data6.id !== "string"){
const err15 = {instancePath:instancePath+"/links/" + i0+"/id",schemaPath:"#/properties/links/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data6.name !== undefined){
let data8 = data6.name;
if(typeof data8 === "string"){
if(func2(data8) > 100){
const err16 = {instancePath:instancePath+"/links/" + i0+"/name",schemaPath:"#/properties/links/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func2(data8) < 1){
const err17 = {instancePath:instancePath+"/links/" + i0+"/name",schemaPath:"#/properties/links/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/links/" + i0+"/name",schemaPath:"#/properties/links/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data6.url !== undefined){
let data9 = data6.url;
if(typeof data9 === "string"){
if(func2(data9) > 500){
const err19 = {instancePath:instancePath+"/links/" + i0+"/url",schemaPath:"#/properties/links/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func2(data9) < 1){
const err20 = {instancePath:instancePath+"/links/" + i0+"/url",schemaPath:"#/properties/links/items/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/links/" + i0+"/url",schemaPath:"#/properties/links/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data6.permission !== undefined){
if(typeof data6.permission !== "string"){
const err22 = {instancePath:instancePath+"/links/" + i0+"/permission",schemaPath:"#/properties/links/items/properties/permission/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(typeof data6.isHidden !== "boolean"){
const err23 = {instancePath:instancePath+"/links/" + i0+"/isHidden",schemaPath:"#/properties/links/items/properties/isHidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/links/" + i0,schemaPath:"#/properties/links/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.containerOptions !== undefined){
if(!(validate24(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate123.errors = vErrors;
return errors === 0;
}

export const validateRoleSpotlight = validate125;
const schema57 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/role-spotlight.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["role","static","none"],"default":"role"},"title":{"type":"string","maxLength":200,"default":"Meet the Team"},"subtitle":{"type":"string","maxLength":200,"default":""},"descriptionType":{"type":"string","enum":["role","static","none"],"default":"role"},"description":{"type":"string","maxLength":1000,"default":""},"apiParams":{"type":"object","additionalProperties":false,"default":{},"properties":{"roleID":{"type":"integer","minimum":1},"limit":{"type":"integer","minimum":1,"maximum":30,"default":8}}},"containerOptions":{"type":"object","additionalProperties":false,"default":{},"properties":{"outerBackground":{"$ref":"common/background.schema.json"},"innerBackground":{"$ref":"common/background.schema.json"},"borderType":{"type":"string","enum":["none","border","separator","shadow"],"default":"border"}}}}};

function validate125(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/role-spotlight.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "role";
}
if(data.title === undefined){
data.title = "Meet the Team";
}
if(data.subtitle === undefined){
data.subtitle = "";
}
if(data.descriptionType === undefined){
data.descriptionType = "role";
}
if(data.description === undefined){
data.description = "";
}
if(data.apiParams === undefined){
data.apiParams = {};
}
if(data.containerOptions === undefined){
data.containerOptions = {};
}
for(const key0 in data){
if(!(((((((key0 === "titleType") || (key0 === "title")) || (key0 === "subtitle")) || (key0 === "descriptionType")) || (key0 === "description")) || (key0 === "apiParams")) || (key0 === "containerOptions"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data0 === "role") || (data0 === "static")) || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema57.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.descriptionType;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((data3 === "role") || (data3 === "static")) || (data3 === "none"))){
const err8 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema57.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.description;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data5 = data.apiParams;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.limit === undefined){
data5.limit = 8;
}
for(const key1 in data5){
if(!((key1 === "roleID") || (key1 === "limit"))){
const err11 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data5.roleID !== undefined){
let data6 = data5.roleID;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err12 = {instancePath:instancePath+"/apiParams/roleID",schemaPath:"#/properties/apiParams/properties/roleID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 < 1 || isNaN(data6)){
const err13 = {instancePath:instancePath+"/apiParams/roleID",schemaPath:"#/properties/apiParams/properties/roleID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
let data7 = data5.limit;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err14 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 30 || isNaN(data7)){
const err15 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err16 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
let data8 = data.containerOptions;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.borderType === undefined){
data8.borderType = "border";
}
for(const key2 in data8){
if(!(((key2 === "outerBackground") || (key2 === "innerBackground")) || (key2 === "borderType"))){
const err18 = {instancePath:instancePath+"/containerOptions",schemaPath:"#/properties/containerOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data8.outerBackground !== undefined){
if(!(validate25(data8.outerBackground, {instancePath:instancePath+"/containerOptions/outerBackground",parentData:data8,parentDataProperty:"outerBackground",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data8.innerBackground !== undefined){
if(!(validate25(data8.innerBackground, {instancePath:instancePath+"/containerOptions/innerBackground",parentData:data8,parentDataProperty:"innerBackground",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
let data11 = data8.borderType;
if(typeof data11 !== "string"){
const err19 = {instancePath:instancePath+"/containerOptions/borderType",schemaPath:"#/properties/containerOptions/properties/borderType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((((data11 === "none") || (data11 === "border")) || (data11 === "separator")) || (data11 === "shadow"))){
const err20 = {instancePath:instancePath+"/containerOptions/borderType",schemaPath:"#/properties/containerOptions/properties/borderType/enum",keyword:"enum",params:{allowedValues: schema57.properties.containerOptions.properties.borderType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/containerOptions",schemaPath:"#/properties/containerOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate125.errors = vErrors;
return errors === 0;
}

export const validateRss = validate128;
const schema58 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/rss.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"static"},"title":{"type":"string","maxLength":200,"default":""},"subtitle":{"type":"string","maxLength":200,"default":""},"descriptionType":{"type":"string","enum":["static","none"],"default":"static"},"description":{"type":"string","maxLength":1000,"default":""},"apiParams":{"type":"object","additionalProperties":false,"properties":{"feedUrl":{"type":"string","maxLength":2000,"pattern":"^$|^[hH][tT][tT][pP][sS]?://[^\\s]+$|^/[^/\\s][^\\s]*$","default":""},"fallbackImageUrl":{"type":"string","maxLength":2000},"limit":{"type":"integer","minimum":1,"maximum":100,"default":10}},"required":["feedUrl"],"default":{}},"containerOptions":{"allOf":[{"$ref":"common/container-options.schema.json"}],"default":{}},"itemOptions":{"allOf":[{"$ref":"common/item-options.schema.json"}],"default":{}}}};
const pattern0 = new RegExp("^$|^[hH][tT][tT][pP][sS]?://[^\\s]+$|^/[^/\\s][^\\s]*$", "u");

function validate128(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/rss.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "";
}
if(data.subtitle === undefined){
data.subtitle = "";
}
if(data.descriptionType === undefined){
data.descriptionType = "static";
}
if(data.description === undefined){
data.description = "";
}
if(data.apiParams === undefined){
data.apiParams = {};
}
if(data.containerOptions === undefined){
data.containerOptions = {};
}
if(data.itemOptions === undefined){
data.itemOptions = {};
}
for(const key0 in data){
if(!((((((((key0 === "titleType") || (key0 === "title")) || (key0 === "subtitle")) || (key0 === "descriptionType")) || (key0 === "description")) || (key0 === "apiParams")) || (key0 === "containerOptions")) || (key0 === "itemOptions"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema58.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.descriptionType;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data3 === "static") || (data3 === "none"))){
const err8 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema58.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.description;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data5 = data.apiParams;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.feedUrl === undefined){
data5.feedUrl = "";
}
if(data5.limit === undefined){
data5.limit = 10;
}
if(data5.feedUrl === undefined){
const err11 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/required",keyword:"required",params:{missingProperty: "feedUrl"},message:"must have required property '"+"feedUrl"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data5){
if(!(((key1 === "feedUrl") || (key1 === "fallbackImageUrl")) || (key1 === "limit"))){
const err12 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
let data6 = data5.feedUrl;
if(typeof data6 === "string"){
if(func2(data6) > 2000){
const err13 = {instancePath:instancePath+"/apiParams/feedUrl",schemaPath:"#/properties/apiParams/properties/feedUrl/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern0.test(data6)){
const err14 = {instancePath:instancePath+"/apiParams/feedUrl",schemaPath:"#/properties/apiParams/properties/feedUrl/pattern",keyword:"pattern",params:{pattern: "^$|^[hH][tT][tT][pP][sS]?://[^\\s]+$|^/[^/\\s][^\\s]*$"},message:"must match pattern \""+"^$|^[hH][tT][tT][pP][sS]?://[^\\s]+$|^/[^/\\s][^\\s]*$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/apiParams/feedUrl",schemaPath:"#/properties/apiParams/properties/feedUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data5.fallbackImageUrl !== undefined){
let data7 = data5.fallbackImageUrl;
if(typeof data7 === "string"){
if(func2(data7) > 2000){
const err16 = {instancePath:instancePath+"/apiParams/fallbackImageUrl",schemaPath:"#/properties/apiParams/properties/fallbackImageUrl/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
const err17 = {instancePath:instancePath+"/apiParams/fallbackImageUrl",schemaPath:"#/properties/apiParams/properties/fallbackImageUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
let data8 = data5.limit;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err18 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 100 || isNaN(data8)){
const err19 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err20 = {instancePath:instancePath+"/apiParams/limit",schemaPath:"#/properties/apiParams/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
const err21 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(validate24(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
if(!(validate61(data.itemOptions, {instancePath:instancePath+"/itemOptions",parentData:data,parentDataProperty:"itemOptions",rootData}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate128.errors = vErrors;
return errors === 0;
}

export const validateSection1Column = validate131;
const schema59 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/section-1-column.schema.json","type":"object","additionalProperties":false,"properties":{"children":{"type":"array","items":{"type":"object","additionalProperties":true},"default":[]},"isNarrow":{"type":"boolean","default":false}}};

function validate131(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/section-1-column.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.children === undefined){
data.children = [];
}
if(data.isNarrow === undefined){
data.isNarrow = false;
}
for(const key0 in data){
if(!((key0 === "children") || (key0 === "isNarrow"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.children;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err1 = {instancePath:instancePath+"/children/" + i0,schemaPath:"#/properties/children/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data.isNarrow !== "boolean"){
const err3 = {instancePath:instancePath+"/isNarrow",schemaPath:"#/properties/isNarrow/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate131.errors = vErrors;
return errors === 0;
}

export const validateSection2ColumnsEven = validate132;
const schema60 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/section-2-columns-even.schema.json","type":"object","additionalProperties":false,"properties":{"left":{"type":"array","items":{"type":"object","additionalProperties":true},"default":[]},"right":{"type":"array","items":{"type":"object","additionalProperties":true},"default":[]},"breadcrumbs":{"type":"array","items":{"type":"object","additionalProperties":true},"default":[]},"isNarrow":{"type":"boolean","default":false}}};

function validate132(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/section-2-columns-even.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.left === undefined){
data.left = [];
}
if(data.right === undefined){
data.right = [];
}
if(data.breadcrumbs === undefined){
data.breadcrumbs = [];
}
if(data.isNarrow === undefined){
data.isNarrow = false;
}
for(const key0 in data){
if(!((((key0 === "left") || (key0 === "right")) || (key0 === "breadcrumbs")) || (key0 === "isNarrow"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.left;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err1 = {instancePath:instancePath+"/left/" + i0,schemaPath:"#/properties/left/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath:instancePath+"/left",schemaPath:"#/properties/left/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data2 = data.right;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err3 = {instancePath:instancePath+"/right/" + i1,schemaPath:"#/properties/right/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/right",schemaPath:"#/properties/right/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data4 = data.breadcrumbs;
if(Array.isArray(data4)){
const len2 = data4.length;
for(let i2=0; i2<len2; i2++){
let data5 = data4[i2];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
const err5 = {instancePath:instancePath+"/breadcrumbs/" + i2,schemaPath:"#/properties/breadcrumbs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err6 = {instancePath:instancePath+"/breadcrumbs",schemaPath:"#/properties/breadcrumbs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data.isNarrow !== "boolean"){
const err7 = {instancePath:instancePath+"/isNarrow",schemaPath:"#/properties/isNarrow/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate132.errors = vErrors;
return errors === 0;
}

export const validateSection2Columns = validate133;
const schema61 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/section-2-columns.schema.json","type":"object","additionalProperties":false,"properties":{"mainTop":{"type":"array","items":{"type":"object","additionalProperties":true},"default":[]},"mainBottom":{"type":"array","items":{"type":"object","additionalProperties":true},"default":[]},"secondaryTop":{"type":"array","items":{"type":"object","additionalProperties":true},"default":[]},"secondaryBottom":{"type":"array","items":{"type":"object","additionalProperties":true},"default":[]},"breadcrumbs":{"type":"array","items":{"type":"object","additionalProperties":true},"default":[]},"isInverted":{"type":"boolean","default":false}}};

function validate133(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/section-2-columns.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mainTop === undefined){
data.mainTop = [];
}
if(data.mainBottom === undefined){
data.mainBottom = [];
}
if(data.secondaryTop === undefined){
data.secondaryTop = [];
}
if(data.secondaryBottom === undefined){
data.secondaryBottom = [];
}
if(data.breadcrumbs === undefined){
data.breadcrumbs = [];
}
if(data.isInverted === undefined){
data.isInverted = false;
}
for(const key0 in data){
if(!((((((key0 === "mainTop") || (key0 === "mainBottom")) || (key0 === "secondaryTop")) || (key0 === "secondaryBottom")) || (key0 === "breadcrumbs")) || (key0 === "isInverted"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.mainTop;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err1 = {instancePath:instancePath+"/mainTop/" + i0,schemaPath:"#/properties/mainTop/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath:instancePath+"/mainTop",schemaPath:"#/properties/mainTop/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data2 = data.mainBottom;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err3 = {instancePath:instancePath+"/mainBottom/" + i1,schemaPath:"#/properties/mainBottom/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/mainBottom",schemaPath:"#/properties/mainBottom/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data4 = data.secondaryTop;
if(Array.isArray(data4)){
const len2 = data4.length;
for(let i2=0; i2<len2; i2++){
let data5 = data4[i2];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
const err5 = {instancePath:instancePath+"/secondaryTop/" + i2,schemaPath:"#/properties/secondaryTop/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err6 = {instancePath:instancePath+"/secondaryTop",schemaPath:"#/properties/secondaryTop/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data6 = data.secondaryBottom;
if(Array.isArray(data6)){
const len3 = data6.length;
for(let i3=0; i3<len3; i3++){
let data7 = data6[i3];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
}
else {
const err7 = {instancePath:instancePath+"/secondaryBottom/" + i3,schemaPath:"#/properties/secondaryBottom/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err8 = {instancePath:instancePath+"/secondaryBottom",schemaPath:"#/properties/secondaryBottom/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data8 = data.breadcrumbs;
if(Array.isArray(data8)){
const len4 = data8.length;
for(let i4=0; i4<len4; i4++){
let data9 = data8[i4];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
}
else {
const err9 = {instancePath:instancePath+"/breadcrumbs/" + i4,schemaPath:"#/properties/breadcrumbs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err10 = {instancePath:instancePath+"/breadcrumbs",schemaPath:"#/properties/breadcrumbs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data.isInverted !== "boolean"){
const err11 = {instancePath:instancePath+"/isInverted",schemaPath:"#/properties/isInverted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate133.errors = vErrors;
return errors === 0;
}

export const validateSection3ColumnsEven = validate134;
const schema62 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/section-3-columns-even.schema.json","type":"object","additionalProperties":false,"properties":{"left":{"type":"array","items":{"type":"object","additionalProperties":true},"default":[]},"middle":{"type":"array","items":{"type":"object","additionalProperties":true},"default":[]},"right":{"type":"array","items":{"type":"object","additionalProperties":true},"default":[]},"breadcrumbs":{"type":"array","items":{"type":"object","additionalProperties":true},"default":[]}}};

function validate134(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/section-3-columns-even.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.left === undefined){
data.left = [];
}
if(data.middle === undefined){
data.middle = [];
}
if(data.right === undefined){
data.right = [];
}
if(data.breadcrumbs === undefined){
data.breadcrumbs = [];
}
for(const key0 in data){
if(!((((key0 === "left") || (key0 === "middle")) || (key0 === "right")) || (key0 === "breadcrumbs"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.left;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err1 = {instancePath:instancePath+"/left/" + i0,schemaPath:"#/properties/left/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath:instancePath+"/left",schemaPath:"#/properties/left/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data2 = data.middle;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err3 = {instancePath:instancePath+"/middle/" + i1,schemaPath:"#/properties/middle/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/middle",schemaPath:"#/properties/middle/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data4 = data.right;
if(Array.isArray(data4)){
const len2 = data4.length;
for(let i2=0; i2<len2; i2++){
let data5 = data4[i2];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
const err5 = {instancePath:instancePath+"/right/" + i2,schemaPath:"#/properties/right/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err6 = {instancePath:instancePath+"/right",schemaPath:"#/properties/right/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data6 = data.breadcrumbs;
if(Array.isArray(data6)){
const len3 = data6.length;
for(let i3=0; i3<len3; i3++){
let data7 = data6[i3];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
}
else {
const err7 = {instancePath:instancePath+"/breadcrumbs/" + i3,schemaPath:"#/properties/breadcrumbs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err8 = {instancePath:instancePath+"/breadcrumbs",schemaPath:"#/properties/breadcrumbs/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate134.errors = vErrors;
return errors === 0;
}

export const validateSection3Columns = validate135;
const schema63 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/section-3-columns.schema.json","type":"object","additionalProperties":false,"properties":{"leftTop":{"type":"array","items":{"type":"object","additionalProperties":true},"default":[]},"leftBottom":{"type":"array","items":{"type":"object","additionalProperties":true},"default":[]},"middleTop":{"type":"array","items":{"type":"object","additionalProperties":true},"default":[]},"middleBottom":{"type":"array","items":{"type":"object","additionalProperties":true},"default":[]},"rightTop":{"type":"array","items":{"type":"object","additionalProperties":true},"default":[]},"rightBottom":{"type":"array","items":{"type":"object","additionalProperties":true},"default":[]},"breadcrumbs":{"type":"array","items":{"type":"object","additionalProperties":true},"default":[]}}};

function validate135(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/section-3-columns.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.leftTop === undefined){
data.leftTop = [];
}
if(data.leftBottom === undefined){
data.leftBottom = [];
}
if(data.middleTop === undefined){
data.middleTop = [];
}
if(data.middleBottom === undefined){
data.middleBottom = [];
}
if(data.rightTop === undefined){
data.rightTop = [];
}
if(data.rightBottom === undefined){
data.rightBottom = [];
}
if(data.breadcrumbs === undefined){
data.breadcrumbs = [];
}
for(const key0 in data){
if(!(((((((key0 === "leftTop") || (key0 === "leftBottom")) || (key0 === "middleTop")) || (key0 === "middleBottom")) || (key0 === "rightTop")) || (key0 === "rightBottom")) || (key0 === "breadcrumbs"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.leftTop;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err1 = {instancePath:instancePath+"/leftTop/" + i0,schemaPath:"#/properties/leftTop/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath:instancePath+"/leftTop",schemaPath:"#/properties/leftTop/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data2 = data.leftBottom;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
const err3 = {instancePath:instancePath+"/leftBottom/" + i1,schemaPath:"#/properties/leftBottom/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/leftBottom",schemaPath:"#/properties/leftBottom/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data4 = data.middleTop;
if(Array.isArray(data4)){
const len2 = data4.length;
for(let i2=0; i2<len2; i2++){
let data5 = data4[i2];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
const err5 = {instancePath:instancePath+"/middleTop/" + i2,schemaPath:"#/properties/middleTop/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err6 = {instancePath:instancePath+"/middleTop",schemaPath:"#/properties/middleTop/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data6 = data.middleBottom;
if(Array.isArray(data6)){
const len3 = data6.length;
for(let i3=0; i3<len3; i3++){
let data7 = data6[i3];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
}
else {
const err7 = {instancePath:instancePath+"/middleBottom/" + i3,schemaPath:"#/properties/middleBottom/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err8 = {instancePath:instancePath+"/middleBottom",schemaPath:"#/properties/middleBottom/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data8 = data.rightTop;
if(Array.isArray(data8)){
const len4 = data8.length;
for(let i4=0; i4<len4; i4++){
let data9 = data8[i4];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
}
else {
const err9 = {instancePath:instancePath+"/rightTop/" + i4,schemaPath:"#/properties/rightTop/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err10 = {instancePath:instancePath+"/rightTop",schemaPath:"#/properties/rightTop/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data10 = data.rightBottom;
if(Array.isArray(data10)){
const len5 = data10.length;
for(let i5=0; i5<len5; i5++){
let data11 = data10[i5];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
}
else {
const err11 = {instancePath:instancePath+"/rightBottom/" + i5,schemaPath:"#/properties/rightBottom/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err12 = {instancePath:instancePath+"/rightBottom",schemaPath:"#/properties/rightBottom/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
let data12 = data.breadcrumbs;
if(Array.isArray(data12)){
const len6 = data12.length;
for(let i6=0; i6<len6; i6++){
let data13 = data12[i6];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
}
else {
const err13 = {instancePath:instancePath+"/breadcrumbs/" + i6,schemaPath:"#/properties/breadcrumbs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/breadcrumbs",schemaPath:"#/properties/breadcrumbs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate135.errors = vErrors;
return errors === 0;
}

export const validateSectionFullWidth = validate136;
const schema64 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/section-full-width.schema.json","type":"object","additionalProperties":false,"properties":{"children":{"type":"array","items":{"type":"object","additionalProperties":true},"default":[]}}};

function validate136(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/section-full-width.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.children === undefined){
data.children = [];
}
for(const key0 in data){
if(!(key0 === "children")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.children;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
const err1 = {instancePath:instancePath+"/children/" + i0,schemaPath:"#/properties/children/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate136.errors = vErrors;
return errors === 0;
}

export const validateSitetotals = validate137;
const schema65 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/sitetotals.schema.json","type":"object","additionalProperties":false,"properties":{"apiParams":{"type":"object","additionalProperties":false,"default":{},"properties":{"counts":{"type":"array","maxItems":8,"items":{"type":"object","additionalProperties":false,"properties":{"recordType":{"type":"string","enum":["user","post","discussion","comment","category","question","accepted","onlineUser"]},"label":{"type":"string","maxLength":100},"isHidden":{"type":"boolean","default":false}},"required":["recordType","label"]},"default":[{"recordType":"user","label":"Members","isHidden":false},{"recordType":"post","label":"Posts","isHidden":false},{"recordType":"discussion","label":"Discussions","isHidden":true},{"recordType":"comment","label":"Comments","isHidden":true},{"recordType":"category","label":"Categories","isHidden":true},{"recordType":"question","label":"Questions","isHidden":true},{"recordType":"accepted","label":"Questions Answered","isHidden":true},{"recordType":"onlineUser","label":"Online Users","isHidden":true}]},"filter":{"type":"boolean","default":false},"siteSectionID":{"type":"integer","minimum":0}}},"labelType":{"type":"string","enum":["both","icon","text"],"default":"both"},"formatNumbers":{"type":"boolean","default":false},"containerOptions":{"type":"object","additionalProperties":false,"default":{},"properties":{"background":{"$ref":"common/background.schema.json"},"textColor":{"type":"string","default":""},"alignment":{"type":"string","enum":["flex-start","center","flex-end","space-around"],"default":"center"}}}}};

function validate137(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/sitetotals.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.apiParams === undefined){
data.apiParams = {};
}
if(data.labelType === undefined){
data.labelType = "both";
}
if(data.formatNumbers === undefined){
data.formatNumbers = false;
}
if(data.containerOptions === undefined){
data.containerOptions = {};
}
for(const key0 in data){
if(!((((key0 === "apiParams") || (key0 === "labelType")) || (key0 === "formatNumbers")) || (key0 === "containerOptions"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.apiParams;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.counts === undefined){
data0.counts = [{"recordType":"user","label":"Members","isHidden":false},{"recordType":"post","label":"Posts","isHidden":false},{"recordType":"discussion","label":"Discussions","isHidden":true},{"recordType":"comment","label":"Comments","isHidden":true},{"recordType":"category","label":"Categories","isHidden":true},{"recordType":"question","label":"Questions","isHidden":true},{"recordType":"accepted","label":"Questions Answered","isHidden":true},{"recordType":"onlineUser","label":"Online Users","isHidden":true}];
}
if(data0.filter === undefined){
data0.filter = false;
}
for(const key1 in data0){
if(!(((key1 === "counts") || (key1 === "filter")) || (key1 === "siteSectionID"))){
const err1 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
let data1 = data0.counts;
if(Array.isArray(data1)){
if(data1.length > 8){
const err2 = {instancePath:instancePath+"/apiParams/counts",schemaPath:"#/properties/apiParams/properties/counts/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.isHidden === undefined){
data2.isHidden = false;
}
if(data2.recordType === undefined){
const err3 = {instancePath:instancePath+"/apiParams/counts/" + i0,schemaPath:"#/properties/apiParams/properties/counts/items/required",keyword:"required",params:{missingProperty: "recordType"},message:"must have required property '"+"recordType"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data2.label === undefined){
const err4 = {instancePath:instancePath+"/apiParams/counts/" + i0,schemaPath:"#/properties/apiParams/properties/counts/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key2 in data2){
if(!(((key2 === "recordType") || (key2 === "label")) || (key2 === "isHidden"))){
const err5 = {instancePath:instancePath+"/apiParams/counts/" + i0,schemaPath:"#/properties/apiParams/properties/counts/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data2.recordType !== undefined){
let data3 = data2.recordType;
if(typeof data3 !== "string"){
const err6 = {instancePath:instancePath+"/apiParams/counts/" + i0+"/recordType",schemaPath:"#/properties/apiParams/properties/counts/items/properties/recordType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((((((((data3 === "user") || (data3 === "post")) || (data3 === "discussion")) || (data3 === "comment")) || (data3 === "category")) || (data3 === "question")) || (data3 === "accepted")) || (data3 === "onlineUser"))){
const err7 = {instancePath:instancePath+"/apiParams/counts/" + i0+"/recordType",schemaPath:"#/properties/apiParams/properties/counts/items/properties/recordType/enum",keyword:"enum",params:{allowedValues: schema65.properties.apiParams.properties.counts.items.properties.recordType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.label !== undefined){
let data4 = data2.label;
if(typeof data4 === "string"){
if(func2(data4) > 100){
const err8 = {instancePath:instancePath+"/apiParams/counts/" + i0+"/label",schemaPath:"#/properties/apiParams/properties/counts/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
const err9 = {instancePath:instancePath+"/apiParams/counts/" + i0+"/label",schemaPath:"#/properties/apiParams/properties/counts/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(typeof data2.isHidden !== "boolean"){
const err10 = {instancePath:instancePath+"/apiParams/counts/" + i0+"/isHidden",schemaPath:"#/properties/apiParams/properties/counts/items/properties/isHidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err11 = {instancePath:instancePath+"/apiParams/counts/" + i0,schemaPath:"#/properties/apiParams/properties/counts/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err12 = {instancePath:instancePath+"/apiParams/counts",schemaPath:"#/properties/apiParams/properties/counts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data0.filter !== "boolean"){
const err13 = {instancePath:instancePath+"/apiParams/filter",schemaPath:"#/properties/apiParams/properties/filter/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data0.siteSectionID !== undefined){
let data7 = data0.siteSectionID;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err14 = {instancePath:instancePath+"/apiParams/siteSectionID",schemaPath:"#/properties/apiParams/properties/siteSectionID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 < 0 || isNaN(data7)){
const err15 = {instancePath:instancePath+"/apiParams/siteSectionID",schemaPath:"#/properties/apiParams/properties/siteSectionID/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
}
else {
const err16 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
let data8 = data.labelType;
if(typeof data8 !== "string"){
const err17 = {instancePath:instancePath+"/labelType",schemaPath:"#/properties/labelType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(((data8 === "both") || (data8 === "icon")) || (data8 === "text"))){
const err18 = {instancePath:instancePath+"/labelType",schemaPath:"#/properties/labelType/enum",keyword:"enum",params:{allowedValues: schema65.properties.labelType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data.formatNumbers !== "boolean"){
const err19 = {instancePath:instancePath+"/formatNumbers",schemaPath:"#/properties/formatNumbers/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
let data10 = data.containerOptions;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.textColor === undefined){
data10.textColor = "";
}
if(data10.alignment === undefined){
data10.alignment = "center";
}
for(const key3 in data10){
if(!(((key3 === "background") || (key3 === "textColor")) || (key3 === "alignment"))){
const err20 = {instancePath:instancePath+"/containerOptions",schemaPath:"#/properties/containerOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data10.background !== undefined){
if(!(validate25(data10.background, {instancePath:instancePath+"/containerOptions/background",parentData:data10,parentDataProperty:"background",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(typeof data10.textColor !== "string"){
const err21 = {instancePath:instancePath+"/containerOptions/textColor",schemaPath:"#/properties/containerOptions/properties/textColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
let data13 = data10.alignment;
if(typeof data13 !== "string"){
const err22 = {instancePath:instancePath+"/containerOptions/alignment",schemaPath:"#/properties/containerOptions/properties/alignment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!((((data13 === "flex-start") || (data13 === "center")) || (data13 === "flex-end")) || (data13 === "space-around"))){
const err23 = {instancePath:instancePath+"/containerOptions/alignment",schemaPath:"#/properties/containerOptions/properties/alignment/enum",keyword:"enum",params:{allowedValues: schema65.properties.containerOptions.properties.alignment.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/containerOptions",schemaPath:"#/properties/containerOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate137.errors = vErrors;
return errors === 0;
}

export const validateSuggestedAnswers = validate139;
const schema66 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/suggested-answers.schema.json","type":"object","additionalProperties":false,"properties":{"isAsset":{"type":"boolean","default":true}}};

function validate139(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/suggested-answers.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.isAsset === undefined){
data.isAsset = true;
}
for(const key0 in data){
if(!(key0 === "isAsset")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(typeof data.isAsset !== "boolean"){
const err1 = {instancePath:instancePath+"/isAsset",schemaPath:"#/properties/isAsset/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate139.errors = vErrors;
return errors === 0;
}

export const validateSuggestedContent = validate140;
const schema67 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/suggested-content.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"static"},"title":{"type":"string","maxLength":200,"default":"Discover"},"subtitle":{"type":"string","maxLength":200,"default":""},"descriptionType":{"type":"string","enum":["static","none"],"default":"none"},"description":{"type":"string","maxLength":1000,"default":""},"suggestedFollows":{"type":"object","additionalProperties":false,"default":{},"properties":{"enabled":{"type":"boolean","default":true},"title":{"type":"string","maxLength":200,"default":"Suggested Follows"},"subtitle":{"type":"string","maxLength":200,"default":""},"limit":{"type":"integer","minimum":0,"maximum":20,"default":3}}},"suggestedContent":{"type":"object","additionalProperties":false,"default":{},"properties":{"enabled":{"type":"boolean","default":true},"title":{"type":"string","maxLength":200,"default":"Suggested Content"},"subtitle":{"type":"string","maxLength":200,"default":""},"limit":{"type":"integer","minimum":0,"maximum":20,"default":3},"excerptLength":{"type":"integer","minimum":0,"maximum":1000,"default":200},"featuredImage":{"type":"boolean","default":false},"fallbackImage":{"type":"string","maxLength":2000}}},"discussionOptions":{"type":"object","additionalProperties":false,"default":{},"properties":{"metas":{"allOf":[{"$ref":"common/discussion-meta-options.schema.json"}],"default":{}}}},"containerOptions":{"$ref":"common/container-options.schema.json"}}};

function validate140(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/suggested-content.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "Discover";
}
if(data.subtitle === undefined){
data.subtitle = "";
}
if(data.descriptionType === undefined){
data.descriptionType = "none";
}
if(data.description === undefined){
data.description = "";
}
if(data.suggestedFollows === undefined){
data.suggestedFollows = {};
}
if(data.suggestedContent === undefined){
data.suggestedContent = {};
}
if(data.discussionOptions === undefined){
data.discussionOptions = {};
}
for(const key0 in data){
if(!(func5.call(schema67.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema67.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.descriptionType;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data3 === "static") || (data3 === "none"))){
const err8 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema67.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.description;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data5 = data.suggestedFollows;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.enabled === undefined){
data5.enabled = true;
}
if(data5.title === undefined){
data5.title = "Suggested Follows";
}
if(data5.subtitle === undefined){
data5.subtitle = "";
}
if(data5.limit === undefined){
data5.limit = 3;
}
for(const key1 in data5){
if(!((((key1 === "enabled") || (key1 === "title")) || (key1 === "subtitle")) || (key1 === "limit"))){
const err11 = {instancePath:instancePath+"/suggestedFollows",schemaPath:"#/properties/suggestedFollows/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(typeof data5.enabled !== "boolean"){
const err12 = {instancePath:instancePath+"/suggestedFollows/enabled",schemaPath:"#/properties/suggestedFollows/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
let data7 = data5.title;
if(typeof data7 === "string"){
if(func2(data7) > 200){
const err13 = {instancePath:instancePath+"/suggestedFollows/title",schemaPath:"#/properties/suggestedFollows/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err14 = {instancePath:instancePath+"/suggestedFollows/title",schemaPath:"#/properties/suggestedFollows/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
let data8 = data5.subtitle;
if(typeof data8 === "string"){
if(func2(data8) > 200){
const err15 = {instancePath:instancePath+"/suggestedFollows/subtitle",schemaPath:"#/properties/suggestedFollows/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err16 = {instancePath:instancePath+"/suggestedFollows/subtitle",schemaPath:"#/properties/suggestedFollows/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
let data9 = data5.limit;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err17 = {instancePath:instancePath+"/suggestedFollows/limit",schemaPath:"#/properties/suggestedFollows/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 20 || isNaN(data9)){
const err18 = {instancePath:instancePath+"/suggestedFollows/limit",schemaPath:"#/properties/suggestedFollows/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err19 = {instancePath:instancePath+"/suggestedFollows/limit",schemaPath:"#/properties/suggestedFollows/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err20 = {instancePath:instancePath+"/suggestedFollows",schemaPath:"#/properties/suggestedFollows/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
let data10 = data.suggestedContent;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.enabled === undefined){
data10.enabled = true;
}
if(data10.title === undefined){
data10.title = "Suggested Content";
}
if(data10.subtitle === undefined){
data10.subtitle = "";
}
if(data10.limit === undefined){
data10.limit = 3;
}
if(data10.excerptLength === undefined){
data10.excerptLength = 200;
}
if(data10.featuredImage === undefined){
data10.featuredImage = false;
}
for(const key2 in data10){
if(!(((((((key2 === "enabled") || (key2 === "title")) || (key2 === "subtitle")) || (key2 === "limit")) || (key2 === "excerptLength")) || (key2 === "featuredImage")) || (key2 === "fallbackImage"))){
const err21 = {instancePath:instancePath+"/suggestedContent",schemaPath:"#/properties/suggestedContent/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(typeof data10.enabled !== "boolean"){
const err22 = {instancePath:instancePath+"/suggestedContent/enabled",schemaPath:"#/properties/suggestedContent/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
let data12 = data10.title;
if(typeof data12 === "string"){
if(func2(data12) > 200){
const err23 = {instancePath:instancePath+"/suggestedContent/title",schemaPath:"#/properties/suggestedContent/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/suggestedContent/title",schemaPath:"#/properties/suggestedContent/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
let data13 = data10.subtitle;
if(typeof data13 === "string"){
if(func2(data13) > 200){
const err25 = {instancePath:instancePath+"/suggestedContent/subtitle",schemaPath:"#/properties/suggestedContent/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err26 = {instancePath:instancePath+"/suggestedContent/subtitle",schemaPath:"#/properties/suggestedContent/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
let data14 = data10.limit;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err27 = {instancePath:instancePath+"/suggestedContent/limit",schemaPath:"#/properties/suggestedContent/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data14 == "number"){
if(data14 > 20 || isNaN(data14)){
const err28 = {instancePath:instancePath+"/suggestedContent/limit",schemaPath:"#/properties/suggestedContent/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err29 = {instancePath:instancePath+"/suggestedContent/limit",schemaPath:"#/properties/suggestedContent/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
let data15 = data10.excerptLength;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
const err30 = {instancePath:instancePath+"/suggestedContent/excerptLength",schemaPath:"#/properties/suggestedContent/properties/excerptLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(typeof data15 == "number"){
if(data15 > 1000 || isNaN(data15)){
const err31 = {instancePath:instancePath+"/suggestedContent/excerptLength",schemaPath:"#/properties/suggestedContent/properties/excerptLength/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err32 = {instancePath:instancePath+"/suggestedContent/excerptLength",schemaPath:"#/properties/suggestedContent/properties/excerptLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(typeof data10.featuredImage !== "boolean"){
const err33 = {instancePath:instancePath+"/suggestedContent/featuredImage",schemaPath:"#/properties/suggestedContent/properties/featuredImage/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data10.fallbackImage !== undefined){
let data17 = data10.fallbackImage;
if(typeof data17 === "string"){
if(func2(data17) > 2000){
const err34 = {instancePath:instancePath+"/suggestedContent/fallbackImage",schemaPath:"#/properties/suggestedContent/properties/fallbackImage/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
const err35 = {instancePath:instancePath+"/suggestedContent/fallbackImage",schemaPath:"#/properties/suggestedContent/properties/fallbackImage/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err36 = {instancePath:instancePath+"/suggestedContent",schemaPath:"#/properties/suggestedContent/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
let data18 = data.discussionOptions;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.metas === undefined){
data18.metas = {};
}
for(const key3 in data18){
if(!(key3 === "metas")){
const err37 = {instancePath:instancePath+"/discussionOptions",schemaPath:"#/properties/discussionOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(!(validate22(data18.metas, {instancePath:instancePath+"/discussionOptions/metas",parentData:data18,parentDataProperty:"metas",rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
else {
const err38 = {instancePath:instancePath+"/discussionOptions",schemaPath:"#/properties/discussionOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.containerOptions !== undefined){
if(!(validate24(data.containerOptions, {instancePath:instancePath+"/containerOptions",parentData:data,parentDataProperty:"containerOptions",rootData}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
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
validate140.errors = vErrors;
return errors === 0;
}

export const validateTabs = validate143;
const schema68 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/tabs.schema.json","type":"object","additionalProperties":false,"properties":{"limit":{"type":"integer","enum":[3,5,10],"default":5},"tabConfiguration":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["tabPresetID"],"properties":{"tabPresetID":{"type":"string","enum":["recent-discussions","trending-discussions","top-discussions","announcements","new-questions","unanswered-questions","recently-answered-questions"]},"label":{"type":"string","maxLength":60},"isHidden":{"type":"boolean","default":false}}},"default":[{"tabPresetID":"recent-discussions","label":"Recent Posts"},{"tabPresetID":"trending-discussions","label":"Trending Posts"},{"tabPresetID":"top-discussions","label":"Top Posts"},{"tabPresetID":"announcements","label":"Announced Posts"}]}}};

function validate143(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/tabs.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 5;
}
if(data.tabConfiguration === undefined){
data.tabConfiguration = [{"tabPresetID":"recent-discussions","label":"Recent Posts"},{"tabPresetID":"trending-discussions","label":"Trending Posts"},{"tabPresetID":"top-discussions","label":"Top Posts"},{"tabPresetID":"announcements","label":"Announced Posts"}];
}
for(const key0 in data){
if(!((key0 === "limit") || (key0 === "tabConfiguration"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.limit;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data0 === 3) || (data0 === 5)) || (data0 === 10))){
const err2 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/enum",keyword:"enum",params:{allowedValues: schema68.properties.limit.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.tabConfiguration;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.isHidden === undefined){
data2.isHidden = false;
}
if(data2.tabPresetID === undefined){
const err3 = {instancePath:instancePath+"/tabConfiguration/" + i0,schemaPath:"#/properties/tabConfiguration/items/required",keyword:"required",params:{missingProperty: "tabPresetID"},message:"must have required property '"+"tabPresetID"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data2){
if(!(((key1 === "tabPresetID") || (key1 === "label")) || (key1 === "isHidden"))){
const err4 = {instancePath:instancePath+"/tabConfiguration/" + i0,schemaPath:"#/properties/tabConfiguration/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data2.tabPresetID !== undefined){
let data3 = data2.tabPresetID;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/tabConfiguration/" + i0+"/tabPresetID",schemaPath:"#/properties/tabConfiguration/items/properties/tabPresetID/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((((((data3 === "recent-discussions") || (data3 === "trending-discussions")) || (data3 === "top-discussions")) || (data3 === "announcements")) || (data3 === "new-questions")) || (data3 === "unanswered-questions")) || (data3 === "recently-answered-questions"))){
const err6 = {instancePath:instancePath+"/tabConfiguration/" + i0+"/tabPresetID",schemaPath:"#/properties/tabConfiguration/items/properties/tabPresetID/enum",keyword:"enum",params:{allowedValues: schema68.properties.tabConfiguration.items.properties.tabPresetID.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.label !== undefined){
let data4 = data2.label;
if(typeof data4 === "string"){
if(func2(data4) > 60){
const err7 = {instancePath:instancePath+"/tabConfiguration/" + i0+"/label",schemaPath:"#/properties/tabConfiguration/items/properties/label/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
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
const err8 = {instancePath:instancePath+"/tabConfiguration/" + i0+"/label",schemaPath:"#/properties/tabConfiguration/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(typeof data2.isHidden !== "boolean"){
const err9 = {instancePath:instancePath+"/tabConfiguration/" + i0+"/isHidden",schemaPath:"#/properties/tabConfiguration/items/properties/isHidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
const err10 = {instancePath:instancePath+"/tabConfiguration/" + i0,schemaPath:"#/properties/tabConfiguration/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath:instancePath+"/tabConfiguration",schemaPath:"#/properties/tabConfiguration/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate143.errors = vErrors;
return errors === 0;
}

export const validateTag = validate144;
const schema69 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/tag.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"static"},"title":{"type":"string","maxLength":200,"default":"Popular Tags"},"subtitle":{"type":"string","maxLength":200,"default":""},"descriptionType":{"type":"string","enum":["static","none"],"default":"none"},"description":{"type":"string","maxLength":1000,"default":""},"limit":{"type":"integer","minimum":1,"maximum":100,"default":10},"containerOptions":{"type":"object","additionalProperties":false,"default":{},"properties":{"outerBackground":{"$ref":"common/background.schema.json"},"innerBackground":{"$ref":"common/background.schema.json"},"borderType":{"type":"string","enum":["none","border","separator","shadow"],"default":"none"},"headerAlignment":{"type":"string","enum":["left","center"],"default":"left"}}},"itemOptions":{"type":"object","additionalProperties":false,"default":{},"properties":{"tagPreset":{"type":"string","enum":["STANDARD","PRIMARY","GREYSCALE","COLORED"],"default":"STANDARD"}}}}};

function validate144(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/tag.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "Popular Tags";
}
if(data.subtitle === undefined){
data.subtitle = "";
}
if(data.descriptionType === undefined){
data.descriptionType = "none";
}
if(data.description === undefined){
data.description = "";
}
if(data.limit === undefined){
data.limit = 10;
}
if(data.containerOptions === undefined){
data.containerOptions = {};
}
if(data.itemOptions === undefined){
data.itemOptions = {};
}
for(const key0 in data){
if(!((((((((key0 === "titleType") || (key0 === "title")) || (key0 === "subtitle")) || (key0 === "descriptionType")) || (key0 === "description")) || (key0 === "limit")) || (key0 === "containerOptions")) || (key0 === "itemOptions"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema69.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.descriptionType;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data3 === "static") || (data3 === "none"))){
const err8 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema69.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.description;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data5 = data.limit;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err11 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 100 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err13 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
let data6 = data.containerOptions;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.borderType === undefined){
data6.borderType = "none";
}
if(data6.headerAlignment === undefined){
data6.headerAlignment = "left";
}
for(const key1 in data6){
if(!((((key1 === "outerBackground") || (key1 === "innerBackground")) || (key1 === "borderType")) || (key1 === "headerAlignment"))){
const err14 = {instancePath:instancePath+"/containerOptions",schemaPath:"#/properties/containerOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data6.outerBackground !== undefined){
if(!(validate25(data6.outerBackground, {instancePath:instancePath+"/containerOptions/outerBackground",parentData:data6,parentDataProperty:"outerBackground",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data6.innerBackground !== undefined){
if(!(validate25(data6.innerBackground, {instancePath:instancePath+"/containerOptions/innerBackground",parentData:data6,parentDataProperty:"innerBackground",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
let data9 = data6.borderType;
if(typeof data9 !== "string"){
const err15 = {instancePath:instancePath+"/containerOptions/borderType",schemaPath:"#/properties/containerOptions/properties/borderType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((((data9 === "none") || (data9 === "border")) || (data9 === "separator")) || (data9 === "shadow"))){
const err16 = {instancePath:instancePath+"/containerOptions/borderType",schemaPath:"#/properties/containerOptions/properties/borderType/enum",keyword:"enum",params:{allowedValues: schema69.properties.containerOptions.properties.borderType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
let data10 = data6.headerAlignment;
if(typeof data10 !== "string"){
const err17 = {instancePath:instancePath+"/containerOptions/headerAlignment",schemaPath:"#/properties/containerOptions/properties/headerAlignment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((data10 === "left") || (data10 === "center"))){
const err18 = {instancePath:instancePath+"/containerOptions/headerAlignment",schemaPath:"#/properties/containerOptions/properties/headerAlignment/enum",keyword:"enum",params:{allowedValues: schema69.properties.containerOptions.properties.headerAlignment.enum},message:"must be equal to one of the allowed values"};
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
const err19 = {instancePath:instancePath+"/containerOptions",schemaPath:"#/properties/containerOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
let data11 = data.itemOptions;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.tagPreset === undefined){
data11.tagPreset = "STANDARD";
}
for(const key2 in data11){
if(!(key2 === "tagPreset")){
const err20 = {instancePath:instancePath+"/itemOptions",schemaPath:"#/properties/itemOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
let data12 = data11.tagPreset;
if(typeof data12 !== "string"){
const err21 = {instancePath:instancePath+"/itemOptions/tagPreset",schemaPath:"#/properties/itemOptions/properties/tagPreset/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!((((data12 === "STANDARD") || (data12 === "PRIMARY")) || (data12 === "GREYSCALE")) || (data12 === "COLORED"))){
const err22 = {instancePath:instancePath+"/itemOptions/tagPreset",schemaPath:"#/properties/itemOptions/properties/tagPreset/enum",keyword:"enum",params:{allowedValues: schema69.properties.itemOptions.properties.tagPreset.enum},message:"must be equal to one of the allowed values"};
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
const err23 = {instancePath:instancePath+"/itemOptions",schemaPath:"#/properties/itemOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate144.errors = vErrors;
return errors === 0;
}

export const validateTitleBar = validate147;
const schema70 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/title-bar.schema.json","type":"object","additionalProperties":false,"properties":{"positioning":{"type":"string","enum":["StickySolid","StickyTransparent","StaticSolid","StaticTransparent"],"default":"StickySolid"},"backgroundColor":{"type":"string","default":""},"foregroundColor":{"type":"string","default":""},"height":{"type":"integer","minimum":32,"maximum":200,"default":48},"heightMobile":{"type":"integer","minimum":32,"maximum":200,"default":44},"borderType":{"type":"string","enum":["none","border","shadow"],"default":"none"},"logoType":{"type":"string","enum":["styleguide","custom"]},"logo":{"type":"object","additionalProperties":false,"default":{},"properties":{"imageUrl":{"type":"string"},"imageUrlMobile":{"type":"string"},"url":{"type":"string","default":"/"},"alignment":{"type":"string","enum":["left","center"],"default":"left"},"alignmentMobile":{"type":"string","enum":["left","center"],"default":"center"},"doubleLogoStrategy":{"type":"string","enum":["visible","mobile-only","hidden"],"default":"visible"}}},"navigationType":{"type":"string","enum":["styleguide","custom"]},"navigation":{"type":"object","additionalProperties":false,"default":{},"properties":{"alignment":{"type":"string","enum":["left","center"],"default":"left"},"items":{"type":"array","maxItems":30,"items":{"type":"object","additionalProperties":false,"required":["name"],"properties":{"id":{"type":"string"},"name":{"type":"string","minLength":1,"maxLength":100},"url":{"type":"string","maxLength":500},"permission":{"type":"string"},"roleIDs":{"type":"array","items":{"type":"integer"}},"isHidden":{"type":"boolean"},"children":{"type":"array","maxItems":30,"items":{"type":"object","additionalProperties":false,"required":["name"],"properties":{"id":{"type":"string"},"name":{"type":"string","minLength":1,"maxLength":100},"url":{"type":"string","maxLength":500},"permission":{"type":"string"},"roleIDs":{"type":"array","items":{"type":"integer"}},"isHidden":{"type":"boolean"},"children":{"type":"array","maxItems":30,"items":{"type":"object","additionalProperties":false,"required":["name"],"properties":{"id":{"type":"string"},"name":{"type":"string","minLength":1,"maxLength":100},"url":{"type":"string","maxLength":500},"permission":{"type":"string"},"roleIDs":{"type":"array","items":{"type":"integer"}},"isHidden":{"type":"boolean"}}}}}}}}}},"mobileOnlyItems":{"type":"array","maxItems":30,"items":{"type":"object","additionalProperties":false,"required":["name"],"properties":{"id":{"type":"string"},"name":{"type":"string","minLength":1,"maxLength":100},"url":{"type":"string","maxLength":500},"permission":{"type":"string"},"roleIDs":{"type":"array","items":{"type":"integer"}},"isHidden":{"type":"boolean"}}}}}}}};

function validate147(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/title-bar.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.positioning === undefined){
data.positioning = "StickySolid";
}
if(data.backgroundColor === undefined){
data.backgroundColor = "";
}
if(data.foregroundColor === undefined){
data.foregroundColor = "";
}
if(data.height === undefined){
data.height = 48;
}
if(data.heightMobile === undefined){
data.heightMobile = 44;
}
if(data.borderType === undefined){
data.borderType = "none";
}
if(data.logo === undefined){
data.logo = {};
}
if(data.navigation === undefined){
data.navigation = {};
}
for(const key0 in data){
if(!(func5.call(schema70.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.positioning;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/positioning",schemaPath:"#/properties/positioning/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((((data0 === "StickySolid") || (data0 === "StickyTransparent")) || (data0 === "StaticSolid")) || (data0 === "StaticTransparent"))){
const err2 = {instancePath:instancePath+"/positioning",schemaPath:"#/properties/positioning/enum",keyword:"enum",params:{allowedValues: schema70.properties.positioning.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(typeof data.backgroundColor !== "string"){
const err3 = {instancePath:instancePath+"/backgroundColor",schemaPath:"#/properties/backgroundColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data.foregroundColor !== "string"){
const err4 = {instancePath:instancePath+"/foregroundColor",schemaPath:"#/properties/foregroundColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data3 = data.height;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err5 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 200 || isNaN(data3)){
const err6 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3 < 32 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/height",schemaPath:"#/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 32},message:"must be >= 32"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
let data4 = data.heightMobile;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err8 = {instancePath:instancePath+"/heightMobile",schemaPath:"#/properties/heightMobile/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 200 || isNaN(data4)){
const err9 = {instancePath:instancePath+"/heightMobile",schemaPath:"#/properties/heightMobile/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4 < 32 || isNaN(data4)){
const err10 = {instancePath:instancePath+"/heightMobile",schemaPath:"#/properties/heightMobile/minimum",keyword:"minimum",params:{comparison: ">=", limit: 32},message:"must be >= 32"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
let data5 = data.borderType;
if(typeof data5 !== "string"){
const err11 = {instancePath:instancePath+"/borderType",schemaPath:"#/properties/borderType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(((data5 === "none") || (data5 === "border")) || (data5 === "shadow"))){
const err12 = {instancePath:instancePath+"/borderType",schemaPath:"#/properties/borderType/enum",keyword:"enum",params:{allowedValues: schema70.properties.borderType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.logoType !== undefined){
let data6 = data.logoType;
if(typeof data6 !== "string"){
const err13 = {instancePath:instancePath+"/logoType",schemaPath:"#/properties/logoType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((data6 === "styleguide") || (data6 === "custom"))){
const err14 = {instancePath:instancePath+"/logoType",schemaPath:"#/properties/logoType/enum",keyword:"enum",params:{allowedValues: schema70.properties.logoType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
let data7 = data.logo;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.url === undefined){
data7.url = "/";
}
if(data7.alignment === undefined){
data7.alignment = "left";
}
if(data7.alignmentMobile === undefined){
data7.alignmentMobile = "center";
}
if(data7.doubleLogoStrategy === undefined){
data7.doubleLogoStrategy = "visible";
}
for(const key1 in data7){
if(!((((((key1 === "imageUrl") || (key1 === "imageUrlMobile")) || (key1 === "url")) || (key1 === "alignment")) || (key1 === "alignmentMobile")) || (key1 === "doubleLogoStrategy"))){
const err15 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data7.imageUrl !== undefined){
if(typeof data7.imageUrl !== "string"){
const err16 = {instancePath:instancePath+"/logo/imageUrl",schemaPath:"#/properties/logo/properties/imageUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data7.imageUrlMobile !== undefined){
if(typeof data7.imageUrlMobile !== "string"){
const err17 = {instancePath:instancePath+"/logo/imageUrlMobile",schemaPath:"#/properties/logo/properties/imageUrlMobile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(typeof data7.url !== "string"){
const err18 = {instancePath:instancePath+"/logo/url",schemaPath:"#/properties/logo/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
let data11 = data7.alignment;
if(typeof data11 !== "string"){
const err19 = {instancePath:instancePath+"/logo/alignment",schemaPath:"#/properties/logo/properties/alignment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((data11 === "left") || (data11 === "center"))){
const err20 = {instancePath:instancePath+"/logo/alignment",schemaPath:"#/properties/logo/properties/alignment/enum",keyword:"enum",params:{allowedValues: schema70.properties.logo.properties.alignment.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
let data12 = data7.alignmentMobile;
if(typeof data12 !== "string"){
const err21 = {instancePath:instancePath+"/logo/alignmentMobile",schemaPath:"#/properties/logo/properties/alignmentMobile/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!((data12 === "left") || (data12 === "center"))){
const err22 = {instancePath:instancePath+"/logo/alignmentMobile",schemaPath:"#/properties/logo/properties/alignmentMobile/enum",keyword:"enum",params:{allowedValues: schema70.properties.logo.properties.alignmentMobile.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
let data13 = data7.doubleLogoStrategy;
if(typeof data13 !== "string"){
const err23 = {instancePath:instancePath+"/logo/doubleLogoStrategy",schemaPath:"#/properties/logo/properties/doubleLogoStrategy/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((data13 === "visible") || (data13 === "mobile-only")) || (data13 === "hidden"))){
const err24 = {instancePath:instancePath+"/logo/doubleLogoStrategy",schemaPath:"#/properties/logo/properties/doubleLogoStrategy/enum",keyword:"enum",params:{allowedValues: schema70.properties.logo.properties.doubleLogoStrategy.enum},message:"must be equal to one of the allowed values"};
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
const err25 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data.navigationType !== undefined){
let data14 = data.navigationType;
if(typeof data14 !== "string"){
const err26 = {instancePath:instancePath+"/navigationType",schemaPath:"#/properties/navigationType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!((data14 === "styleguide") || (data14 === "custom"))){
const err27 = {instancePath:instancePath+"/navigationType",schemaPath:"#/properties/navigationType/enum",keyword:"enum",params:{allowedValues: schema70.properties.navigationType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
let data15 = data.navigation;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.alignment === undefined){
data15.alignment = "left";
}
for(const key2 in data15){
if(!(((key2 === "alignment") || (key2 === "items")) || (key2 === "mobileOnlyItems"))){
const err28 = {instancePath:instancePath+"/navigation",schemaPath:"#/properties/navigation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
let data16 = data15.alignment;
if(typeof data16 !== "string"){
const err29 = {instancePath:instancePath+"/navigation/alignment",schemaPath:"#/properties/navigation/properties/alignment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!((data16 === "left") || (data16 === "center"))){
const err30 = {instancePath:instancePath+"/navigation/alignment",schemaPath:"#/properties/navigation/properties/alignment/enum",keyword:"enum",params:{allowedValues: schema70.properties.navigation.properties.alignment.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data15.items !== undefined){
let data17 = data15.items;
if(Array.isArray(data17)){
if(data17.length > 30){
const err31 = {instancePath:instancePath+"/navigation/items",schemaPath:"#/properties/navigation/properties/items/maxItems",keyword:"maxItems",params:{limit: 30},message:"must NOT have more than 30 items"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
const len0 = data17.length;
for(let i0=0; i0<len0; i0++){
let data18 = data17[i0];
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.name === undefined){
const err32 = {instancePath:instancePath+"/navigation/items/" + i0,schemaPath:"#/properties/navigation/properties/items/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key3 in data18){
if(!(((((((key3 === "id") || (key3 === "name")) || (key3 === "url")) || (key3 === "permission")) || (key3 === "roleIDs")) || (key3 === "isHidden")) || (key3 === "children"))){
const err33 = {instancePath:instancePath+"/navigation/items/" + i0,schemaPath:"#/properties/navigation/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data18.id !== undefined){
if(typeof data18.id !== "string"){
const err34 = {instancePath:instancePath+"/navigation/items/" + i0+"/id",schemaPath:"#/properties/navigation/properties/items/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data18.name !== undefined){
let data20 = data18.name;
if(typeof data20 === "string"){
if(func2(data20) > 100){
const err35 = {instancePath:instancePath+"/navigation/items/" + i0+"/name",schemaPath:"#/properties/navigation/properties/items/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(func2(data20) < 1){
const err36 = {instancePath:instancePath+"/navigation/items/" + i0+"/name",schemaPath:"#/properties/navigation/properties/items/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err37 = {instancePath:instancePath+"/navigation/items/" + i0+"/name",schemaPath:"#/properties/navigation/properties/items/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data18.url !== undefined){
let data21 = data18.url;
if(typeof data21 === "string"){
if(func2(data21) > 500){
const err38 = {instancePath:instancePath+"/navigation/items/" + i0+"/url",schemaPath:"#/properties/navigation/properties/items/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/navigation/items/" + i0+"/url",schemaPath:"#/properties/navigation/properties/items/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data18.permission !== undefined){
if(typeof data18.permission !== "string"){
const err40 = {instancePath:instancePath+"/navigation/items/" + i0+"/permission",schemaPath:"#/properties/navigation/properties/items/items/properties/permission/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data18.roleIDs !== undefined){
let data23 = data18.roleIDs;
if(Array.isArray(data23)){
const len1 = data23.length;
for(let i1=0; i1<len1; i1++){
let data24 = data23[i1];
if(!((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24)))){
const err41 = {instancePath:instancePath+"/navigation/items/" + i0+"/roleIDs/" + i1,schemaPath:"#/properties/navigation/properties/items/items/properties/roleIDs/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/navigation/items/" + i0+"/roleIDs",schemaPath:"#/properties/navigation/properties/items/items/properties/roleIDs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data18.isHidden !== undefined){
if(typeof data18.isHidden !== "boolean"){
const err43 = {instancePath:instancePath+"/navigation/items/" + i0+"/isHidden",schemaPath:"#/properties/navigation/properties/items/items/properties/isHidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data18.children !== undefined){
let data26 = data18.children;
if(Array.isArray(data26)){
if(data26.length > 30){
const err44 = {instancePath:instancePath+"/navigation/items/" + i0+"/children",schemaPath:"#/properties/navigation/properties/items/items/properties/children/maxItems",keyword:"maxItems",params:{limit: 30},message:"must NOT have more than 30 items"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
const len2 = data26.length;
for(let i2=0; i2<len2; i2++){
let data27 = data26[i2];
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.name === undefined){
const err45 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2,schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key4 in data27){
if(!(((((((key4 === "id") || (key4 === "name")) || (key4 === "url")) || (key4 === "permission")) || (key4 === "roleIDs")) || (key4 === "isHidden")) || (key4 === "children"))){
const err46 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2,schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data27.id !== undefined){
if(typeof data27.id !== "string"){
const err47 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/id",schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data27.name !== undefined){
let data29 = data27.name;
if(typeof data29 === "string"){
if(func2(data29) > 100){
const err48 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/name",schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(func2(data29) < 1){
const err49 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/name",schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/name",schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data27.url !== undefined){
let data30 = data27.url;
if(typeof data30 === "string"){
if(func2(data30) > 500){
const err51 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/url",schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/url",schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data27.permission !== undefined){
if(typeof data27.permission !== "string"){
const err53 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/permission",schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/permission/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data27.roleIDs !== undefined){
let data32 = data27.roleIDs;
if(Array.isArray(data32)){
const len3 = data32.length;
for(let i3=0; i3<len3; i3++){
let data33 = data32[i3];
if(!((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33)))){
const err54 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/roleIDs/" + i3,schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/roleIDs/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/roleIDs",schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/roleIDs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data27.isHidden !== undefined){
if(typeof data27.isHidden !== "boolean"){
const err56 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/isHidden",schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/isHidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data27.children !== undefined){
let data35 = data27.children;
if(Array.isArray(data35)){
if(data35.length > 30){
const err57 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/children",schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/children/maxItems",keyword:"maxItems",params:{limit: 30},message:"must NOT have more than 30 items"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
const len4 = data35.length;
for(let i4=0; i4<len4; i4++){
let data36 = data35[i4];
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(data36.name === undefined){
const err58 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/children/" + i4,schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/children/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
for(const key5 in data36){
if(!((((((key5 === "id") || (key5 === "name")) || (key5 === "url")) || (key5 === "permission")) || (key5 === "roleIDs")) || (key5 === "isHidden"))){
const err59 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/children/" + i4,schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/children/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data36.id !== undefined){
if(typeof data36.id !== "string"){
const err60 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/children/" + i4+"/id",schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/children/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data36.name !== undefined){
let data38 = data36.name;
if(typeof data38 === "string"){
if(func2(data38) > 100){
const err61 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/children/" + i4+"/name",schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/children/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(func2(data38) < 1){
const err62 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/children/" + i4+"/name",schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/children/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/children/" + i4+"/name",schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/children/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data36.url !== undefined){
let data39 = data36.url;
if(typeof data39 === "string"){
if(func2(data39) > 500){
const err64 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/children/" + i4+"/url",schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/children/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/children/" + i4+"/url",schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/children/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data36.permission !== undefined){
if(typeof data36.permission !== "string"){
const err66 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/children/" + i4+"/permission",schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/children/items/properties/permission/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data36.roleIDs !== undefined){
let data41 = data36.roleIDs;
if(Array.isArray(data41)){
const len5 = data41.length;
for(let i5=0; i5<len5; i5++){
let data42 = data41[i5];
if(!((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42)))){
const err67 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/children/" + i4+"/roleIDs/" + i5,schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/children/items/properties/roleIDs/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
else {
const err68 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/children/" + i4+"/roleIDs",schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/children/items/properties/roleIDs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data36.isHidden !== undefined){
if(typeof data36.isHidden !== "boolean"){
const err69 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/children/" + i4+"/isHidden",schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/children/items/properties/isHidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/children/" + i4,schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/children/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
else {
const err71 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2+"/children",schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
else {
const err72 = {instancePath:instancePath+"/navigation/items/" + i0+"/children/" + i2,schemaPath:"#/properties/navigation/properties/items/items/properties/children/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
else {
const err73 = {instancePath:instancePath+"/navigation/items/" + i0+"/children",schemaPath:"#/properties/navigation/properties/items/items/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath:instancePath+"/navigation/items/" + i0,schemaPath:"#/properties/navigation/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/navigation/items",schemaPath:"#/properties/navigation/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data15.mobileOnlyItems !== undefined){
let data44 = data15.mobileOnlyItems;
if(Array.isArray(data44)){
if(data44.length > 30){
const err76 = {instancePath:instancePath+"/navigation/mobileOnlyItems",schemaPath:"#/properties/navigation/properties/mobileOnlyItems/maxItems",keyword:"maxItems",params:{limit: 30},message:"must NOT have more than 30 items"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
const len6 = data44.length;
for(let i6=0; i6<len6; i6++){
let data45 = data44[i6];
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
if(data45.name === undefined){
const err77 = {instancePath:instancePath+"/navigation/mobileOnlyItems/" + i6,schemaPath:"#/properties/navigation/properties/mobileOnlyItems/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
for(const key6 in data45){
if(!((((((key6 === "id") || (key6 === "name")) || (key6 === "url")) || (key6 === "permission")) || (key6 === "roleIDs")) || (key6 === "isHidden"))){
const err78 = {instancePath:instancePath+"/navigation/mobileOnlyItems/" + i6,schemaPath:"#/properties/navigation/properties/mobileOnlyItems/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data45.id !== undefined){
if(typeof data45.id !== "string"){
const err79 = {instancePath:instancePath+"/navigation/mobileOnlyItems/" + i6+"/id",schemaPath:"#/properties/navigation/properties/mobileOnlyItems/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data45.name !== undefined){
let data47 = data45.name;
if(typeof data47 === "string"){
if(func2(data47) > 100){
const err80 = {instancePath:instancePath+"/navigation/mobileOnlyItems/" + i6+"/name",schemaPath:"#/properties/navigation/properties/mobileOnlyItems/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(func2(data47) < 1){
const err81 = {instancePath:instancePath+"/navigation/mobileOnlyItems/" + i6+"/name",schemaPath:"#/properties/navigation/properties/mobileOnlyItems/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/navigation/mobileOnlyItems/" + i6+"/name",schemaPath:"#/properties/navigation/properties/mobileOnlyItems/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data45.url !== undefined){
let data48 = data45.url;
if(typeof data48 === "string"){
if(func2(data48) > 500){
const err83 = {instancePath:instancePath+"/navigation/mobileOnlyItems/" + i6+"/url",schemaPath:"#/properties/navigation/properties/mobileOnlyItems/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
else {
const err84 = {instancePath:instancePath+"/navigation/mobileOnlyItems/" + i6+"/url",schemaPath:"#/properties/navigation/properties/mobileOnlyItems/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data45.permission !== undefined){
if(typeof data45.permission !== "string"){
const err85 = {instancePath:instancePath+"/navigation/mobileOnlyItems/" + i6+"/permission",schemaPath:"#/properties/navigation/properties/mobileOnlyItems/items/properties/permission/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data45.roleIDs !== undefined){
let data50 = data45.roleIDs;
if(Array.isArray(data50)){
const len7 = data50.length;
for(let i7=0; i7<len7; i7++){
let data51 = data50[i7];
if(!((typeof data51 == "number") && (!(data51 % 1) && !isNaN(data51)))){
const err86 = {instancePath:instancePath+"/navigation/mobileOnlyItems/" + i6+"/roleIDs/" + i7,schemaPath:"#/properties/navigation/properties/mobileOnlyItems/items/properties/roleIDs/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
else {
const err87 = {instancePath:instancePath+"/navigation/mobileOnlyItems/" + i6+"/roleIDs",schemaPath:"#/properties/navigation/properties/mobileOnlyItems/items/properties/roleIDs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data45.isHidden !== undefined){
if(typeof data45.isHidden !== "boolean"){
const err88 = {instancePath:instancePath+"/navigation/mobileOnlyItems/" + i6+"/isHidden",schemaPath:"#/properties/navigation/properties/mobileOnlyItems/items/properties/isHidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
else {
const err89 = {instancePath:instancePath+"/navigation/mobileOnlyItems/" + i6,schemaPath:"#/properties/navigation/properties/mobileOnlyItems/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
else {
const err90 = {instancePath:instancePath+"/navigation/mobileOnlyItems",schemaPath:"#/properties/navigation/properties/mobileOnlyItems/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
else {
const err91 = {instancePath:instancePath+"/navigation",schemaPath:"#/properties/navigation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
validate147.errors = vErrors;
return errors === 0;
}

export const validateUserspotlight = validate148;
const schema71 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/widgets/userspotlight.schema.json","type":"object","additionalProperties":false,"properties":{"titleType":{"type":"string","enum":["static","none"],"default":"static"},"title":{"type":"string","maxLength":200,"default":"Customer Spotlight"},"subtitle":{"type":"string","maxLength":200,"default":""},"descriptionType":{"type":"string","enum":["static","none"],"default":"static"},"description":{"type":"string","maxLength":1000,"default":"Meet one of the members who make this community."},"apiParams":{"type":"object","additionalProperties":false,"default":{},"properties":{"userID":{"type":"integer","minimum":-1,"not":{"const":0}}}},"userTextAlignment":{"type":"string","enum":["left","right"],"default":"left"},"containerOptions":{"type":"object","additionalProperties":false,"default":{},"properties":{"outerBackground":{"$ref":"common/background.schema.json"},"innerBackground":{"$ref":"common/background.schema.json"},"borderType":{"type":"string","enum":["none","border","separator","shadow"],"default":"border"}}}}};

function validate148(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/widgets/userspotlight.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.titleType === undefined){
data.titleType = "static";
}
if(data.title === undefined){
data.title = "Customer Spotlight";
}
if(data.subtitle === undefined){
data.subtitle = "";
}
if(data.descriptionType === undefined){
data.descriptionType = "static";
}
if(data.description === undefined){
data.description = "Meet one of the members who make this community.";
}
if(data.apiParams === undefined){
data.apiParams = {};
}
if(data.userTextAlignment === undefined){
data.userTextAlignment = "left";
}
if(data.containerOptions === undefined){
data.containerOptions = {};
}
for(const key0 in data){
if(!((((((((key0 === "titleType") || (key0 === "title")) || (key0 === "subtitle")) || (key0 === "descriptionType")) || (key0 === "description")) || (key0 === "apiParams")) || (key0 === "userTextAlignment")) || (key0 === "containerOptions"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
let data0 = data.titleType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "static") || (data0 === "none"))){
const err2 = {instancePath:instancePath+"/titleType",schemaPath:"#/properties/titleType/enum",keyword:"enum",params:{allowedValues: schema71.properties.titleType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
let data1 = data.title;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.subtitle;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err5 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err6 = {instancePath:instancePath+"/subtitle",schemaPath:"#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
let data3 = data.descriptionType;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((data3 === "static") || (data3 === "none"))){
const err8 = {instancePath:instancePath+"/descriptionType",schemaPath:"#/properties/descriptionType/enum",keyword:"enum",params:{allowedValues: schema71.properties.descriptionType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data4 = data.description;
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
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
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data5 = data.apiParams;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
if(!(key1 === "userID")){
const err11 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data5.userID !== undefined){
let data6 = data5.userID;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err12 = {instancePath:instancePath+"/apiParams/userID",schemaPath:"#/properties/apiParams/properties/userID/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const _errs17 = errors;
const _errs18 = errors;
if(0 !== data6){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid2 = _errs18 === errors;
if(valid2){
const err14 = {instancePath:instancePath+"/apiParams/userID",schemaPath:"#/properties/apiParams/properties/userID/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
if(typeof data6 == "number"){
if(data6 < -1 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/apiParams/userID",schemaPath:"#/properties/apiParams/properties/userID/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1},message:"must be >= -1"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
}
else {
const err16 = {instancePath:instancePath+"/apiParams",schemaPath:"#/properties/apiParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
let data7 = data.userTextAlignment;
if(typeof data7 !== "string"){
const err17 = {instancePath:instancePath+"/userTextAlignment",schemaPath:"#/properties/userTextAlignment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((data7 === "left") || (data7 === "right"))){
const err18 = {instancePath:instancePath+"/userTextAlignment",schemaPath:"#/properties/userTextAlignment/enum",keyword:"enum",params:{allowedValues: schema71.properties.userTextAlignment.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
let data8 = data.containerOptions;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.borderType === undefined){
data8.borderType = "border";
}
for(const key2 in data8){
if(!(((key2 === "outerBackground") || (key2 === "innerBackground")) || (key2 === "borderType"))){
const err19 = {instancePath:instancePath+"/containerOptions",schemaPath:"#/properties/containerOptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data8.outerBackground !== undefined){
if(!(validate25(data8.outerBackground, {instancePath:instancePath+"/containerOptions/outerBackground",parentData:data8,parentDataProperty:"outerBackground",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
if(data8.innerBackground !== undefined){
if(!(validate25(data8.innerBackground, {instancePath:instancePath+"/containerOptions/innerBackground",parentData:data8,parentDataProperty:"innerBackground",rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
}
let data11 = data8.borderType;
if(typeof data11 !== "string"){
const err20 = {instancePath:instancePath+"/containerOptions/borderType",schemaPath:"#/properties/containerOptions/properties/borderType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!((((data11 === "none") || (data11 === "border")) || (data11 === "separator")) || (data11 === "shadow"))){
const err21 = {instancePath:instancePath+"/containerOptions/borderType",schemaPath:"#/properties/containerOptions/properties/borderType/enum",keyword:"enum",params:{allowedValues: schema71.properties.containerOptions.properties.borderType.enum},message:"must be equal to one of the allowed values"};
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
const err22 = {instancePath:instancePath+"/containerOptions",schemaPath:"#/properties/containerOptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate148.errors = vErrors;
return errors === 0;
}

export const validateMiddleware = validate151;
const schema72 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://quorum.local/schemas/layout/middleware.schema.json","type":"object","additionalProperties":false,"properties":{"visibility":{"type":"object","additionalProperties":false,"properties":{"device":{"type":"string","enum":["all","desktop","tablet","mobile","xs","no_bleed"],"default":"all"}}},"role-filter":{"type":"object","additionalProperties":false,"properties":{"roleIDs":{"type":"array","items":{"type":"integer"},"default":[]}}},"category-filter":{"type":"object","additionalProperties":false,"required":["categoryID"],"properties":{"categoryID":{"oneOf":[{"type":"integer"},{"type":"string"}]},"includeChildCategories":{"type":"boolean","default":false}}}}};

function validate151(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://quorum.local/schemas/layout/middleware.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((key0 === "visibility") || (key0 === "role-filter")) || (key0 === "category-filter"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.visibility !== undefined){
let data0 = data.visibility;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.device === undefined){
data0.device = "all";
}
for(const key1 in data0){
if(!(key1 === "device")){
const err1 = {instancePath:instancePath+"/visibility",schemaPath:"#/properties/visibility/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
let data1 = data0.device;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/visibility/device",schemaPath:"#/properties/visibility/properties/device/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((((((data1 === "all") || (data1 === "desktop")) || (data1 === "tablet")) || (data1 === "mobile")) || (data1 === "xs")) || (data1 === "no_bleed"))){
const err3 = {instancePath:instancePath+"/visibility/device",schemaPath:"#/properties/visibility/properties/device/enum",keyword:"enum",params:{allowedValues: schema72.properties.visibility.properties.device.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/visibility",schemaPath:"#/properties/visibility/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data["role-filter"] !== undefined){
let data2 = data["role-filter"];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.roleIDs === undefined){
data2.roleIDs = [];
}
for(const key2 in data2){
if(!(key2 === "roleIDs")){
const err5 = {instancePath:instancePath+"/role-filter",schemaPath:"#/properties/role-filter/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
let data3 = data2.roleIDs;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err6 = {instancePath:instancePath+"/role-filter/roleIDs/" + i0,schemaPath:"#/properties/role-filter/properties/roleIDs/items/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
else {
const err7 = {instancePath:instancePath+"/role-filter/roleIDs",schemaPath:"#/properties/role-filter/properties/roleIDs/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err8 = {instancePath:instancePath+"/role-filter",schemaPath:"#/properties/role-filter/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data["category-filter"] !== undefined){
let data5 = data["category-filter"];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.includeChildCategories === undefined){
data5.includeChildCategories = false;
}
if(data5.categoryID === undefined){
const err9 = {instancePath:instancePath+"/category-filter",schemaPath:"#/properties/category-filter/required",keyword:"required",params:{missingProperty: "categoryID"},message:"must have required property '"+"categoryID"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key3 in data5){
if(!((key3 === "categoryID") || (key3 === "includeChildCategories"))){
const err10 = {instancePath:instancePath+"/category-filter",schemaPath:"#/properties/category-filter/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data5.categoryID !== undefined){
let data6 = data5.categoryID;
const _errs18 = errors;
let valid6 = false;
let passing0 = null;
const _errs19 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err11 = {instancePath:instancePath+"/category-filter/categoryID",schemaPath:"#/properties/category-filter/properties/categoryID/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs19 === errors;
if(_valid0){
valid6 = true;
passing0 = 0;
}
const _errs21 = errors;
if(typeof data6 !== "string"){
const err12 = {instancePath:instancePath+"/category-filter/categoryID",schemaPath:"#/properties/category-filter/properties/categoryID/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs21 === errors;
if(_valid0 && valid6){
valid6 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid6 = true;
passing0 = 1;
}
}
if(!valid6){
const err13 = {instancePath:instancePath+"/category-filter/categoryID",schemaPath:"#/properties/category-filter/properties/categoryID/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
if(typeof data5.includeChildCategories !== "boolean"){
const err14 = {instancePath:instancePath+"/category-filter/includeChildCategories",schemaPath:"#/properties/category-filter/properties/includeChildCategories/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/category-filter",schemaPath:"#/properties/category-filter/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate151.errors = vErrors;
return errors === 0;
}

/** Hydrate key → props validator. */
export const widgetValidators = {
  "react.app-banner": validateAppBanner,
  "react.app.content-banner": validateContentBanner,
  "react.article-reactions": validateArticleReactions,
  "react.article-related-articles": validateArticleRelatedArticles,
  "react.article.articles": validateArticles,
  "react.asset.answerThread": validateAnswerThread,
  "react.asset.article": validateArticle,
  "react.asset.categoryFollow": validateCategoryFollow,
  "react.asset.categoryList": validateCategoryList,
  "react.asset.createComment": validateCreateComment,
  "react.asset.createPostForm": validateCreatePostForm,
  "react.asset.discussionList": validateDiscussions,
  "react.asset.groupHeader": validateGroupHeader,
  "react.asset.groupMembers": validateGroupMembers,
  "react.asset.originalPost": validateOriginalPost,
  "react.asset.postAttachments": validatePostAttachments,
  "react.asset.postCommentThread": validatePostCommentThread,
  "react.asset.postMeta": validatePostMeta,
  "react.asset.postTags": validatePostTags,
  "react.asset.suggestedAnswers": validateSuggestedAnswers,
  "react.breadcrumbs": validateBreadcrumbs,
  "react.categories": validateCategories,
  "react.community-search": validateCommunitySearch,
  "react.cta": validateCta,
  "react.discussion.announcements": validateAnnouncements,
  "react.discussion.discussions": validateDiscussions,
  "react.discussion.questions": validateQuestions,
  "react.featuredcollections": validateFeaturedCollections,
  "react.guest-cta": validateGuestCta,
  "react.guide-pager": validateGuidePager,
  "react.guide-toc": validateGuideToc,
  "react.html": validateHtml,
  "react.kb-search": validateKbSearch,
  "react.knowledge-bases": validateKnowledgeBases,
  "react.knowledge-category-tree": validateKnowledgeCategoryTree,
  "react.leaderboard": validateLeaderboard,
  "react.newpost": validateNewPost,
  "react.quick-links": validateQuickLinks,
  "react.rolespotlight": validateRoleSpotlight,
  "react.rss": validateRss,
  "react.section.1-column": validateSection1Column,
  "react.section.2-columns": validateSection2Columns,
  "react.section.2-columns-even": validateSection2ColumnsEven,
  "react.section.3-columns": validateSection3Columns,
  "react.section.3-columns-even": validateSection3ColumnsEven,
  "react.section.full-width": validateSectionFullWidth,
  "react.sitetotals": validateSitetotals,
  "react.suggestedcontent": validateSuggestedContent,
  "react.tabs": validateTabs,
  "react.tag": validateTag,
  "react.titleBar": validateTitleBar,
  "react.userspotlight": validateUserspotlight,
};
